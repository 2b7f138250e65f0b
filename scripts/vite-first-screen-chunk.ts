// Renderer build (vite.config.ts): the first screen's code in one chunk. Rolldown's automatic splitting
// gives every module that the entry and a lazily loaded screen share a chunk of its own, so the first
// screen asked for eight script files: more than a browser fetches from one host at once (six), which
// cost it a second round of requests. This finds the modules the entry imports statically, directly or
// not, once the module graph is known, for a code-splitting group that keeps them in one chunk.
import type { Plugin } from 'vite';

export function firstScreenChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const firstScreen = new Set<string>();
  const plugin: Plugin = {
    name: 'culturecare-first-screen-chunk',
    apply: 'build',
    buildEnd() {
      firstScreen.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = [...entries];
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (firstScreen.has(id)) continue;
        firstScreen.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // The entry module itself stays in the entry chunk; stylesheets go to the one stylesheet.
      for (const id of entries) firstScreen.delete(id);
      for (const id of firstScreen) if (/\.css($|\?)/.test(id)) firstScreen.delete(id);
    },
  };
  return { plugin, test: (id) => firstScreen.has(id) };
}
