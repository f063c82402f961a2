/**
 * What a screen reader would meet as a nameless group or a nameless image under `root` (WCAG 1.1.1 and 1.3.1,
 * found by HTML_CodeSniffer and IBM Equal Access, which axe does not flag): every `fieldset` needs a `legend` with
 * text, and every `svg` is either hidden (`aria-hidden="true"`) or a named image (`role="img"` with
 * `aria-label`, `aria-labelledby` or a `title`). Returns one line per finding, empty when there is none.
 *
 * Self-contained (no imports, no outer names), so the component tests call it in jsdom and the browser journeys
 * hand it to Playwright's `locator.evaluate` to run inside the page.
 */
export function findUnnamedGroupsAndImages(root: ParentNode): string[] {
  const textOf = (element: Element | null | undefined) => element?.textContent?.trim() ?? "";
  const markup = (element: Element) => element.outerHTML.slice(0, 200);
  const findings: string[] = [];
  for (const fieldset of Array.from(root.querySelectorAll("fieldset"))) {
    if (!textOf(fieldset.querySelector(":scope > legend"))) {
      findings.push(`fieldset without a legend: ${markup(fieldset)}`);
    }
  }
  for (const svg of Array.from(root.querySelectorAll("svg"))) {
    if (svg.getAttribute("aria-hidden") === "true") continue;
    const labelledBy = (svg.getAttribute("aria-labelledby") ?? "")
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => textOf(svg.ownerDocument.getElementById(id)))
      .join(" ")
      .trim();
    const title = Array.from(svg.children).find((child) => child.tagName.toLowerCase() === "title");
    const name = (svg.getAttribute("aria-label") ?? "").trim() || labelledBy || textOf(title);
    if (svg.getAttribute("role") !== "img" || !name) {
      findings.push(`svg neither aria-hidden nor a named image: ${markup(svg)}`);
    }
  }
  return findings;
}
