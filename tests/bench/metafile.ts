import type { Metafile } from "esbuild";

/** Inputs of a metafile that come from the local-only folder. */
export function localInputsOf(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs).filter((input) =>
    input.replaceAll("\\", "/").includes("functions/src/local/"),
  );
}

/**
 * Inputs that are in the bundle only because of a package: reachable from the entry, and no longer reachable when
 * the package's own files are taken out of the import graph. A dependency the package shares with other code is
 * not counted, so the figure is what dropping the package would shed.
 */
export function exclusiveInputsOf(metafile: Metafile, entry: string, packageName: string): string[] {
  const inPackage = (input: string) => input.replaceAll("\\", "/").includes(`node_modules/${packageName}/`);
  const reachable = (blocked: (input: string) => boolean) => {
    const seen = new Set<string>();
    const queue = [entry];
    while (queue.length > 0) {
      const input = queue.pop()!;
      if (seen.has(input) || blocked(input) || !metafile.inputs[input]) continue;
      seen.add(input);
      for (const imported of metafile.inputs[input].imports)
        if (!imported.external) queue.push(imported.path);
    }
    return seen;
  };
  const without = reachable(inPackage);
  return [...reachable(() => false)].filter((input) => !without.has(input));
}

/** Bytes the given inputs take in the bundle's output (after minification). */
export function bytesInOutput(metafile: Metafile, entry: string, inputs: readonly string[]): number {
  const output = Object.values(metafile.outputs).find((candidate) => candidate.entryPoint === entry);
  if (!output) throw new Error(`No output for ${entry} in the metafile`);
  return inputs.reduce((sum, input) => sum + (output.inputs[input]?.bytesInOutput ?? 0), 0);
}
