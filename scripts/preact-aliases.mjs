/**
 * The script-tag build compiles the same React source against preact/compat
 * (React 19 + react-dom alone are ~69 kB gzip, over the first-load budget).
 * Every React import path the UI and react-dom use maps to preact's
 * equivalent; `portico` and `portico/react` keep real React as a peer
 * dependency. Shared by the standalone build and the screens gallery.
 */
export const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  // The compat runtime (not plain preact/jsx-runtime) so compat's vnode
  // normalisation (className, onChange on inputs, …) is always installed.
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

