import { describe, expect, it } from 'vitest';
import { createSpeller, withinOneEdit, words } from '@/lib/assistant/spelling';

describe('withinOneEdit', () => {
  it('accepts one insertion, deletion, substitution or swap and nothing more', () => {
    expect(withinOneEdit('batery', 'battery')).toBe(true);
    expect(withinOneEdit('battery', 'batery')).toBe(true);
    expect(withinOneEdit('garantie', 'garanzie')).toBe(true);
    expect(withinOneEdit('filtre', 'filter')).toBe(true);
    expect(withinOneEdit('filtro', 'filter')).toBe(false);
    expect(withinOneEdit('akku', 'akkus2')).toBe(false);
  });
});

describe('createSpeller', () => {
  const spell = createSpeller(['How long does the battery last', 'Akku laden', 'Ladung'], ['the', 'does']);

  it('splits words on punctuation and hyphens, lower-cased', () => {
    expect(words('Freshly-Filter, E03!')).toEqual(['freshly', 'filter', 'e03']);
  });

  it('corrects a misspelt word to the known one and drops stop words', () => {
    expect(spell('How long does the batery last?')).toEqual({ text: 'how long battery last', coverage: 1 });
  });

  it('splits an unknown compound into known parts', () => {
    expect(spell('Akkuladung').text).toBe('akku ladung');
  });

  it('splits longer compounds, drops linking letters, and keeps a known head of an otherwise unknown compound', () => {
    const german = createSpeller(['Garantie Filter Reinigung Intervall Akku']);
    expect(german('Filterreinigungsintervall').text).toBe('filter reinigung intervall');
    expect(german('Garantieverlängerung')).toEqual({ text: 'garantie verlängerung', coverage: 1 });
    expect(german('Verlängerung').coverage).toBe(0);
  });

  it('keeps unknown and short words as they are, and measures the share of known words', () => {
    expect(spell('zebra ok')).toEqual({ text: 'zebra ok', coverage: 0.5 });
    expect(spell('zebra giraffe battery last')).toEqual({ text: 'zebra giraffe battery last', coverage: 0.5 });
    expect(spell('the does').coverage).toBe(0);
  });

  it('tries spelling variants first, and drops misspelt stop words instead of counting them unknown', () => {
    const german = createSpeller(['Kühlschrank reinigen'], ['welches'], (word) => [word.replace(/ue/g, 'ü')]);
    expect(german('Kuehlschrank reinigen')).toEqual({ text: 'kühlschrank reinigen', coverage: 1 });
    expect(german('welhes Kühlschrank')).toEqual({ text: 'kühlschrank', coverage: 1 });
  });
});
