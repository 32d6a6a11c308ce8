// Layout checks shared by the specs.
import { expect, type Page } from '@playwright/test';

/** Nothing sticks out sideways (the 390 px bar: no horizontal scrolling). */
export async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}
