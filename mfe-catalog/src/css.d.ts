// webpack loads .css as asset/source (createAppConfig): an import is the stylesheet's text, injected by the code.
declare module '*.css' {
  const source: string;
  export default source;
}
