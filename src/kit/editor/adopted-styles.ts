import { StyleModule } from 'style-mod';

/**
 * CodeMirror injects its styles with a <style> element, which the page's Content-Security-Policy
 * (style-src 'self', no 'unsafe-inline') blocks. Constructed stylesheets are not subject to that policy,
 * so on the document we route CodeMirror's style modules into one adopted stylesheet instead, keeping
 * style-mod's ordering rule: modules keep the relative order of each mount call, later ones win.
 * Shadow roots already use adopted sheets, so they keep the original behaviour.
 */
export function mountStylesInAdoptedSheet(): void {
  if (typeof document === 'undefined' || !('adoptedStyleSheets' in document) || typeof CSSStyleSheet === 'undefined')
    return;
  const originalMount = StyleModule.mount.bind(StyleModule);
  const sheet = new CSSStyleSheet();
  const mounted: StyleModule[] = [];
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

  StyleModule.mount = (root, modules, options) => {
    if (root !== document) return originalMount(root, modules, options);
    let changed = false;
    let next = 0;
    for (const module of Array.isArray(modules) ? modules : [modules]) {
      let index = mounted.indexOf(module);
      if (index > -1 && index < next) {
        mounted.splice(index, 1);
        next -= 1;
        index = -1;
      }
      if (index === -1) {
        mounted.splice(next, 0, module);
        next += 1;
        changed = true;
      } else {
        next = index + 1;
      }
    }
    if (changed) sheet.replaceSync(mounted.map((module) => module.getRules()).join('\n'));
  };
}
