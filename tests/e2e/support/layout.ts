// Layout checks shared by the specs.
import { expect, type Page } from '@playwright/test';

/** Nothing sticks out sideways (the 390 px bar: no horizontal scrolling). */
export async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // On a failure the message names what sticks out, so that a transient overflow can be found from the log.
  const culprits = overflow > 0 ? (await sidewaysOverflow(page)).join('; ') : '';
  expect(overflow, `horizontal overflow in px ${culprits}`).toBeLessThanOrEqual(0);
}

/**
 * What sticks out sideways, as readable lines (empty when nothing does): the page scrolling sideways, and every
 * visible element whose box reaches past the right (or left) edge of the viewport, outermost only. Not counted:
 * elements inside a container that scrolls or clips (a wide table in its own scroller) while that container fits,
 * and visually hidden text (1 px boxes clipped away). A page whose root hid its overflow would still show here:
 * text pushed off the screen is lost whether or not the page scrolls.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width)
      problems.push(`the page scrolls sideways: scrollWidth ${scrollWidth} > ${width}`);
    const fits = (rect: DOMRect) => rect.right <= width + 0.5 && rect.left >= -0.5;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
      return `<${element.tagName.toLowerCase()}${id}${classes}> "${text}"`;
    };
    const reported: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2 || fits(rect)) continue;
      if (reported.some((outer) => outer.contains(element))) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      let contained = false;
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') {
          contained = fits(parent.getBoundingClientRect());
          break;
        }
      }
      if (contained) continue;
      reported.push(element);
      problems.push(
        `${describe(element)} spans ${Math.round(rect.left)}..${Math.round(rect.right)} px of ${width}`,
      );
    }
    return problems;
  });
}
