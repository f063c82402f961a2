import type { Metafile } from "esbuild";

/** Inputs of a metafile that come from the local-only folder. */
export function localInputsOf(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter((input) =>
    input.replaceAll("\\", "/").includes("functions/src/local/"),
  );
}
