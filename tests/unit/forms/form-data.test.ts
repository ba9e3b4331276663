import { describe, expect, it } from 'vitest';
import { formValues } from '@/lib/forms/form-data';

describe('formValues', () => {
  it('turns a form post into plain values: one string per field, a list for a repeated name, no files', () => {
    const data = new FormData();
    data.append('email', ' anna@example.com ');
    data.append('privacy', 'on');
    data.append('topics', 'filters');
    data.append('topics', 'app');
    data.append('receipt', new Blob(['%PDF']), 'receipt.pdf');
    expect(formValues(data)).toEqual({ email: ' anna@example.com ', privacy: 'on', topics: ['filters', 'app'] });
  });

  it('leaves an unchecked box out, as the browser does', () => {
    const data = new FormData();
    data.append('email', 'a@b.de');
    expect(formValues(data)).not.toHaveProperty('privacy');
  });
});
