/** zxcvbn's word lists (CommonJS, untyped): only the one the breached check reads. */
declare module 'zxcvbn/lib/frequency_lists.js' {
  const lists: { passwords: string[] };
  export default lists;
}
