/**
 * axe-core in the page under test: its script from the npm package, evaluated through the browser's
 * debugging protocol (which the app's content-security policy does not govern, so the policy served
 * to users stays as it is), run over the WCAG 2.0, 2.1 and 2.2 A and AA rules.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = axe.source;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** The serious and critical WCAG violations of what the page shows now, one readable line each. */
export async function seriousViolations(page: Page, state: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, WCAG_TAGS);
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map(({ id, impact, help, nodes }) => {
      const where = nodes
        .slice(0, 3)
        .map((node) => `    ${node.target.join(' ')}: ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 200)}`)
        .join('\n');
      return `${state}: ${id} (${impact}, ${nodes.length} nodes) ${help}\n${where}`;
    });
}
