// The German word lists one by one (the package types only its index, which carries all four).
declare module '@zxcvbn-ts/language-de/dist/*.json.js' {
  const words: string[];
  export default words;
}
