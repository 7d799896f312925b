import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  root: 'src/web',
  publicDir: 'public',
  build: { outDir: '../../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 900, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
