/** color-name ships no types: the CSS named colours, each as [red, green, blue] in 0–255. */
declare module 'color-name' {
  const colors: Readonly<Record<string, readonly [number, number, number]>>;
  export default colors;
}
