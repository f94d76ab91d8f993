import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage } from './support/browser';
import { siteAndBrowser } from './support/suite';
import { readCatalogue } from '../../scripts/lib/units.mjs';

/**
 * A tool is mounted once per visit (issue 13 §1). Driven by the catalogue, not a hand list: for
 * every available tool with a text field, open a fresh deep link, type, then change each option
 * control in turn. The field must keep its text and stay the very same DOM node (a remount makes
 * a new one), the changed control must keep the focus, and what the tool produced must not be
 * wiped. After a reload a text box still holds the text (the tool's input draft).
 */
const PORT = 4300;
const suite = siteAndBrowser(PORT);

const catalogue = readCatalogue() as unknown as { tools: { path: string; name: string; isAvailable: boolean }[] };
const available = catalogue.tools.filter((tool) => tool.isAvailable);

const TEXT_FIELD =
  '.tool-body :is(textarea, input:not([type]), input[type="text"], input[type="number"], input[type="search"], input[type="url"], input[type="email"]):not([readonly]):not([disabled])';
const OPTION_CONTROL =
  '.tool-body :is(select, input[type="checkbox"], input[type="radio"], [role="radio"], [role="switch"], [role="checkbox"]):not([disabled]):not([aria-disabled="true"])';
/** What a user would type that every text field takes: digits are valid in numbers, text and JSON alike. */
const TYPED = '12';


async function firstVisible(locator: Locator): Promise<Locator | null> {
  const count = await locator.count();
  for (let i = 0; i < count; i += 1) {
    const item = locator.nth(i);
    if (await item.isVisible()) return item;
  }
  return null;
}

/** Marks the tool's root node and the field: a remount replaces both with new nodes. */
const mark = (field: Locator) =>
  field.evaluate((node) => {
    const root = document.querySelector('.tool-body > *');
    for (const item of [root, node]) if (item) (item as unknown as { __toolhubMark: boolean }).__toolhubMark = true;
  });
const rootMarked = (page: Page) =>
  page.evaluate(() => Boolean((document.querySelector('.tool-body > *') as unknown as { __toolhubMark?: boolean } | null)?.__toolhubMark));

/** The field's accessible label: an option that relabels a field has turned it into another one. */
const labelOf = (field: Locator) =>
  field.evaluate((node) => {
    const input = node as HTMLInputElement;
    return (input.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? input.placeholder ?? '').trim();
  });

interface Option {
  index: number;
  what: string;
  tag: string;
  /** The select's value or the radio group's checked value before the change. */
  before: string | null;
}

/** Every option control the tool shows at first, tagged so later re-renders do not shift them. */
async function tagOptions(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    // A visually hidden radio inside a visible label counts; anything in a closed <details> does not.
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((node) => (node.closest('label') ?? node).checkVisibility());
    controls.forEach((node, index) => node.setAttribute('data-e2e-option', String(index)));
    return controls.length;
  }, OPTION_CONTROL);
}

/** Changes one option control with the keyboard, as a user would, leaving the focus on it. */
async function changeOption(page: Page, control: Locator, index: number): Promise<Option | null> {
  const info = await control.evaluate((node) => {
    const element = node as HTMLInputElement;
    const label = element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent ?? '';
    const type = element.getAttribute('type');
    const group = type === 'radio' && element.name ? [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`)] : [];
    return {
      what: `${element.tagName.toLowerCase()}${type ? `[${type}]` : ''} "${label.trim().slice(0, 40)}"`,
      tag: element.tagName,
      disabled: element.disabled || element.getAttribute('aria-disabled') === 'true',
      checkedRadio: type === 'radio' && element.checked,
      before: element.tagName === 'SELECT' ? element.value : (group.find((radio) => radio.checked)?.value ?? null),
    };
  });
  if (info.disabled || info.checkedRadio) return null;
  await control.focus();
  if (info.tag === 'SELECT') {
    const next = await control.evaluate((node) => {
      const select = node as HTMLSelectElement;
      return [...select.options].find((option) => !option.disabled && option.value !== select.value)?.value ?? null;
    });
    if (next === null) return null;
    await control.selectOption(next);
  } else {
    await page.keyboard.press('Space');
  }
  return { index, what: info.what, tag: info.tag, before: info.before };
}

/** Puts a changed option back, so a field that option hid comes back into view. */
async function revertOption(page: Page, control: Locator, option: Option): Promise<void> {
  if (option.tag === 'SELECT' && option.before !== null) {
    await control.selectOption(option.before);
  } else if (option.before !== null) {
    const name = await control.getAttribute('name');
    await page.locator(`input[type="radio"][name="${name}"][value="${option.before}"]`).focus();
    await page.keyboard.press('Space');
  } else {
    await control.focus();
    await page.keyboard.press('Space');
  }
}

describe('a tool is mounted once per visit', () => {
  it.each(available.map((tool) => [tool.path]))('/%s keeps typed text, focus and output through every option change', async (path) => {
    const { page, errors, context } = await openPage(suite.browser);
    try {
      await page.goto(`${suite.site.url}/${path}`);
      await page.locator('.tool-body :is(button, input, textarea, select, canvas)').first().waitFor({ timeout: 30_000 });
      const field = await firstVisible(page.locator(TEXT_FIELD));
      if (!field) return; // No text field: nothing typed to lose (games and pure generators).
      // Type straight after the deep link opens, key by key: the first keystroke must not remount.
      await field.click();
      await field.press('ControlOrMeta+a');
      await field.pressSequentially(TYPED, { delay: 30 });
      await mark(field);
      const label = await labelOf(field);
      await page.waitForTimeout(300);
      expect(await field.inputValue(), 'text after typing').toBe(TYPED);
      expect(await rootMarked(page), 'the tool was remounted by typing').toBe(true);

      const count = await tagOptions(page);
      for (let index = 0; index < count; index += 1) {
        const control = page.locator(`[data-e2e-option="${index}"]`);
        if ((await control.count()) === 0 || !(await control.isEnabled())) continue;
        const outputBefore = await producedOutput(page);
        const option = await changeOption(page, control, index);
        if (!option) continue;
        const { what } = option;
        await page.waitForTimeout(250);
        expect(await rootMarked(page), `the tool was remounted by ${what}`).toBe(true);
        expect(await control.evaluate((node) => node === document.activeElement), `focus after ${what}`).toBe(true);
        const shown = (await field.isVisible()) && (await labelOf(field)) === label;
        if (!shown) {
          // The option hid or relabelled the field; putting it back must bring the text back.
          await revertOption(page, control, option);
          await page.waitForTimeout(250);
          const again = await firstVisible(page.getByLabel(label, { exact: true }));
          expect(again, `the field "${label}" after undoing ${what}`).not.toBeNull();
          expect(await again!.inputValue(), `text after ${what} and back`).toBe(TYPED);
          if (outputBefore !== '') expect(await producedOutput(page), `output after ${what} and back`).not.toBe('');
        } else {
          expect(await field.inputValue(), `text after ${what}`).toBe(TYPED);
          if (outputBefore !== '') expect(await producedOutput(page), `output after ${what}`).not.toBe('');
        }
      }

      // What was typed into a text box survives a reload too: it is the tool's input draft. (A
      // one-line field may be an option the tool checks and adjusts, e.g. "at most 10 dice", and
      // comes back from the URL as adjusted.)
      if ((await field.evaluate((node) => node.tagName)) === 'TEXTAREA') {
        await page.waitForTimeout(400); // drafts are written shortly after the last keystroke
        await page.reload();
        await expect
          .poll(async () => (await firstVisible(page.getByLabel(label, { exact: true })))?.inputValue() ?? null, { message: `"${label}" after a reload` })
          .toBe(TYPED);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The tool's read-only results: output boxes and <output> elements (not those echoing a control). */
function producedOutput(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.tool-body :is(textarea[readonly], output:not([for]))')]
      .map((node) => (node instanceof HTMLTextAreaElement ? node.value : node.innerText).trim())
      .join('\n')
      .trim(),
  );
}
