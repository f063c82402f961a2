/// <reference types="vitest/config" />
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/**
 * The web app: root `web/`, built to `web/dist`, which the local server serves with an SPA fallback. In dev the
 * API runs on its own port and `/api` is proxied to it (API_PORT, default 3000).
 */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: "es2023",
    // Two pages: the staff app (index.html) and the external page's slim entry (external.html, no staff shell).
    rollupOptions: {
      input: { main: resolve(webRoot, "index.html"), external: resolve(webRoot, "external.html") },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { "/api": `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
});
