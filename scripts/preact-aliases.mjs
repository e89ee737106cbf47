// The React → preact/compat import map of the script-tag build, in one place
// for every esbuild that bundles the UI against preact (the screens gallery
// now; tsup.config.ts can import it too). Every React import path the UI,
// react-dom and emotion use maps to preact's equivalent.
export const PREACT_ALIASES = Object.freeze({
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  // The compat runtime (not plain preact/jsx-runtime) so compat's vnode
  // normalisation (className, onChange on inputs, …) is always installed.
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
});
