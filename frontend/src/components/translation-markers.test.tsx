import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../test/render';
import { BilingualFields, BilingualInputs } from './form-fields';
import { BilingualNameItems, DetailList } from './record-detail';
import { IncompleteTextsNotice, PairBadge, TranslationEditorScope } from './translation-markers';

describe('editors’ translation markers (spec 6-data-and-beyond §6.3.6)', () => {
  it('names the missing language beside a one-sided pair, with an icon, in both languages', () => {
    const { unmount } = renderWith(
      <TranslationEditorScope editor>
        <PairBadge en="Title" fr={null} />
        <PairBadge en={null} fr="Titre" />
      </TranslationEditorScope>,
    );
    const badges = document.querySelectorAll('.translation-badge');
    expect([...badges].map((badge) => badge.textContent)).toEqual(['French missing', 'English missing']);
    expect(badges[0]?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    unmount();
    renderWith(
      <TranslationEditorScope editor>
        <PairBadge en="Title" fr={null} />
        <PairBadge en={null} fr="Titre" />
      </TranslationEditorScope>,
      { language: 'fr' },
    );
    expect([...document.querySelectorAll('.translation-badge')].map((badge) => badge.textContent)).toEqual(['Français manquant', 'Anglais manquant']);
  });

  it('shows no badge for a complete or an empty pair', () => {
    renderWith(
      <TranslationEditorScope editor>
        <PairBadge en="Title" fr="Titre" />
        <PairBadge en="" fr="  " />
      </TranslationEditorScope>,
    );
    expect(document.querySelector('.translation-badge')).toBeNull();
  });

  it('shows nothing to readers: outside an editor’s scope, or in a reader’s', () => {
    renderWith(
      <>
        <PairBadge en="Title" fr={null} />
        <IncompleteTextsNotice count={2} />
        <TranslationEditorScope editor={false}>
          <PairBadge en={null} fr="Titre" />
          <IncompleteTextsNotice count={1} />
        </TranslationEditorScope>
      </>,
    );
    expect(document.body.textContent).toBe('');
  });

  it('counts the one-sided texts with the plural rules (French: 0 and 1 singular)', () => {
    const notice = (count: number, language: 'en' | 'fr') => {
      const { container, unmount } = renderWith(
        <TranslationEditorScope editor>
          <IncompleteTextsNotice count={count} />
        </TranslationEditorScope>,
        { language },
      );
      const text = container.textContent;
      unmount();
      return text;
    };
    expect(notice(1, 'en')).toBe('1 text is in one language only.');
    expect(notice(3, 'en')).toBe('3 texts are in one language only.');
    expect(notice(1, 'fr')).toBe('1 texte est dans une seule langue.');
    expect(notice(2, 'fr')).toBe('2 textes sont dans une seule langue.');
    expect(notice(0, 'en')).toBe('');
  });

  it('puts the badge beside the label of the empty side of a record’s name', () => {
    renderWith(
      <TranslationEditorScope editor>
        <DetailList>
          <BilingualNameItems en="Meridian Robotics Inc." fr={null} labels={{ en: 'English name', fr: 'French name' }} hideEmpty={false} />
        </DetailList>
      </TranslationEditorScope>,
    );
    const terms = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['English name', 'French nameFrench missing']);
  });
});

function Pair({ initial }: { initial: { en: string; fr: string } }) {
  const [values, setValues] = useState(initial);
  return <BilingualInputs names={{ en: 'problem_en', fr: 'problem_fr' }} en={values.en} fr={values.fr} onChange={(lang, value) => setValues((v) => ({ ...v, [lang]: value }))} />;
}

describe('the form hint of a one-sided pair (spec 6-data-and-beyond §6.3.6 "Forms")', () => {
  const input = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
  const describedText = (element: HTMLElement) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');

  it('sits under the empty input, linked with aria-describedby, and follows the typing', () => {
    renderWith(<Pair initial={{ en: '', fr: 'Problème' }} />);
    const english = input('problem_en');
    expect(describedText(english)).toBe('English version missing: English readers will see the French text.');
    expect(describedText(input('problem_fr'))).toBe('');
    // Under the input, not above it: the hint follows the input in the document.
    const hint = document.querySelector('.translation-hint') as HTMLElement;
    expect(english.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(english, { target: { value: 'Problem' } });
    expect(document.querySelector('.translation-hint')).toBeNull();
    expect(english.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(input('problem_fr'), { target: { value: '' } });
    expect(describedText(input('problem_fr'))).toBe('French version missing: French readers will see the English text.');
    fireEvent.change(english, { target: { value: '' } });
    expect(document.querySelector('.translation-hint')).toBeNull();
  });

  it('is plain help: not announced, not an error', () => {
    renderWith(<Pair initial={{ en: 'Title', fr: '' }} />, { language: 'fr' });
    const hint = document.querySelector('.translation-hint') as HTMLElement;
    expect(hint.textContent).toBe('Version française manquante\u00a0: les lecteurs francophones verront le texte anglais.');
    expect(hint.closest('[aria-live], [role="alert"], [role="status"]')).toBeNull();
    expect(input('problem_fr').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is given by every bilingual field of the forms', () => {
    renderWith(<BilingualFields label="Title" name="title" en="" fr="Titre" onChange={() => undefined} />);
    expect(describedText(input('title_en'))).toBe('English version missing: English readers will see the French text.');
  });
});
