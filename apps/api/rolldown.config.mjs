// `npm run build --workspace apps/api`: the API as one JavaScript module, `dist/server.mjs`, which `npm start` runs,
// and beside it the import's reading thread, `dist/read-table.worker.mjs`, which the server starts for each upload.
// Its own code and the domain package are compiled in; every other package is imported from node_modules as it is.
// Run from its sources through the TypeScript loader, an API process takes about 1.3 s more CPU to start and 35–40 MB
// more memory (the loader's compiled and source-mapped copy of every file).
export default {
  input: {
    server: 'src/server.ts',
    'read-table.worker': 'src/features/import/read-table.worker.ts',
  },
  platform: 'node',
  external: (id) => !/^[./]/.test(id) && !id.startsWith('@hive/') && !id.startsWith('\0'),
  output: { dir: 'dist', format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs' },
};
