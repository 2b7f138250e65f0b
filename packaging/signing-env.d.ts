// Types for packaging/signing-env.js (the CI step that maps signing secrets to electron-builder's variables).
export declare const SECRET_NAMES: string[];
export declare function signingEnv(
  platform: string,
  env: Record<string, string | undefined>,
  tempDir: string,
): { vars: Record<string, string>; summary: string[] };
export declare function envFileLines(vars: Record<string, string>): string;
