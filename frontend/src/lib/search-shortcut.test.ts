import { afterEach, describe, expect, it } from 'vitest';
import { consumeSearchFieldFocus, isSearchShortcut, requestSearchFieldFocus, shortcutFromStoredValue } from './search-shortcut';

const press = (target: Element, keys: Partial<Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>> = {}) =>
  isSearchShortcut({ key: '/', ctrlKey: false, altKey: false, metaKey: false, target, ...keys });

describe('the "/" shortcut (spec 6-data-and-beyond §6.3.3)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is on unless "false" is stored', () => {
    expect(shortcutFromStoredValue(null)).toBe(true);
    expect(shortcutFromStoredValue('true')).toBe(true);
    expect(shortcutFromStoredValue('false')).toBe(false);
  });

  it('takes "/" outside text fields, without Ctrl, Alt or Meta', () => {
    document.body.innerHTML = '<main><a href="/x">x</a><button>b</button><input type="checkbox"></main>';
    for (const selector of ['main', 'a', 'button', 'input']) expect(press(document.querySelector(selector)!), selector).toBe(true);
    expect(press(document.body, { key: 'a' })).toBe(false);
    expect(press(document.body, { ctrlKey: true })).toBe(false);
    expect(press(document.body, { altKey: true })).toBe(false);
    expect(press(document.body, { metaKey: true })).toBe(false);
  });

  it('leaves "/" to text fields, text areas, selects, editable regions and open dialogs', () => {
    document.body.innerHTML =
      '<input type="text"><input type="search"><input><textarea></textarea><select></select><div contenteditable="true"><span>e</span></div><div role="dialog"><button>b</button></div><dialog open><a href="/">a</a></dialog>';
    for (const selector of ['input[type=text]', 'input[type=search]', 'input:not([type])', 'textarea', 'select', '[role=dialog] button', 'dialog a']) {
      expect(press(document.querySelector(selector)!), selector).toBe(false);
    }
    const editable = document.querySelector<HTMLElement>('[contenteditable] span')!;
    // jsdom does not compute isContentEditable: the region's own flag stands for the browser's.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(press(editable)).toBe(false);
  });

  it('asks the search page once to focus its field', () => {
    expect(consumeSearchFieldFocus()).toBe(false);
    requestSearchFieldFocus();
    expect(consumeSearchFieldFocus()).toBe(true);
    expect(consumeSearchFieldFocus()).toBe(false);
  });
});
