import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// One axe run for the device specs (issue 10.10): WCAG 2.1 A/AA and axe's best practices.

/** Fails with each violated rule and up to four of its elements. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const found = result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
  );
  expect(found, where).toEqual([]);
}
