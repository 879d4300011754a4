// Bundle entry out/main/yjs.js: Yjs (with lib0) in a file of its own, so the core's chunk does not
// carry it and only a notebook change or sync loads it (yjs-load.ts requires it on first use).
export * from 'yjs';
