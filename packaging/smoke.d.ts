// Types for packaging/smoke.js (the CI step that starts the packaged app once).
export declare function packagedBinary(platform: string, releaseDir?: string): string;
