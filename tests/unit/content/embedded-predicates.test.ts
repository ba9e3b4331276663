// @vitest-environment node
import { filter, ParsingError } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { fixtureClient, ids } from './support';

const { client } = fixtureClient();
const posts = (...filters: string[]) =>
  client.get({ filters: [filter.at('document.type', 'post'), ...filters], pageSize: 100 });
const all = (...filters: string[]) => client.get({ filters, lang: '*', pageSize: 100 });

describe('embedded source: q predicates', () => {
  it('at: type, id, uid, tags (all of them), link fields by id', async () => {
    expect(ids(await client.get({ filters: [filter.at('document.type', 'blog_category')] }))).toEqual([
      'cat-news-en',
      'cat-tips-en',
    ]);
    expect(ids(await all(filter.at('document.id', 'page-tech-de')))).toEqual(['page-tech-de']);
    expect(ids(await client.get({ filters: [filter.at('my.page.uid', 'technology')] }))).toEqual(['page-tech-en']);
    expect(ids(await client.get({ filters: [filter.at('document.tags', ['tech', 'featured'])] }))).toEqual([
      'page-tech-en',
    ]);
    expect(ids(await posts(filter.at('my.post.category', 'cat-news-en')))).toEqual(['post-1-en', 'post-2-en']);
  });

  it('not, any, in', async () => {
    expect(ids(await posts(filter.not('my.post.category', 'cat-news-en')))).toEqual([
      'post-3-en',
      'post-4-en',
      'post-5-en',
    ]);
    expect(
      ids(await client.get({ filters: [filter.any('document.tags', ['tech', 'blog'])], pageSize: 100 })),
    ).toHaveLength(6);
    expect(ids(await client.get({ filters: [filter.any('document.type', ['faq_product', 'faq_section'])] }))).toEqual([
      'faq-app-en',
      'faq-freshly-en',
      'faq-guide-en',
      'faq-plant-en',
    ]);
    expect(ids(await all(filter.in('document.id', ['post-1-en', 'post-1-de', 'nope'])))).toEqual([
      'post-1-de',
      'post-1-en',
    ]);
    expect(ids(await client.get({ filters: [filter.in('my.post.uid', ['battery-life', 'three-modes'])] }))).toEqual([
      'post-4-en',
      'post-5-en',
    ]);
  });

  it('fulltext on the whole document and on one field, all terms, any case', async () => {
    expect(ids(await posts(filter.fulltext('document', 'BACTERIA minutes')))).toEqual(['post-2-en']);
    expect(ids(await posts(filter.fulltext('document', 'bacteria nothing-like-this')))).toEqual([]);
    expect(ids(await posts(filter.fulltext('my.post.title', 'fridge')))).toEqual(['post-3-en']);
    expect(ids(await posts(filter.fulltext('document', 'quote "inside"')))).toEqual([]);
  });

  it('has and missing', async () => {
    expect(ids(await posts(filter.missing('my.post.author')))).toEqual(['post-5-en']);
    expect(ids(await posts(filter.has('my.post.author')))).toHaveLength(4);
    expect(ids(await client.get({ filters: [filter.has('my.page.meta_description')] }))).toEqual(['page-tech-en']);
  });

  it('number.lt, number.gt, number.inRange', async () => {
    expect(ids(await posts(filter.numberLessThan('my.post.rating', 3)))).toEqual(['post-4-en', 'post-5-en']);
    expect(ids(await posts(filter.numberGreaterThan('my.post.rating', 3)))).toEqual(['post-1-en', 'post-2-en']);
    expect(ids(await posts(filter.numberInRange('my.post.rating', 2, 4)))).toEqual([
      'post-1-en',
      'post-3-en',
      'post-4-en',
    ]);
    expect(
      ids(await client.get({ filters: [filter.numberGreaterThan('my.foodprint_profile.score_min', 10)] })),
    ).toEqual(['fp-2']);
  });

  it('date.after, before, between (dates and timestamps, Date objects and strings)', async () => {
    expect(ids(await posts(filter.dateAfter('my.post.publication_date', '2026-02-01')))).toEqual([
      'post-1-en',
      'post-2-en',
    ]);
    expect(ids(await posts(filter.dateBefore('my.post.publication_date', new Date('2026-01-01'))))).toEqual([
      'post-4-en',
      'post-5-en',
    ]);
    expect(ids(await posts(filter.dateBetween('my.post.publication_date', '2026-01-31', '2026-02-14')))).toEqual([
      'post-2-en',
      'post-3-en',
    ]);
    expect(ids(await posts(filter.dateAfter('document.first_publication_date', '2026-02-20')))).toEqual(['post-1-en']);
  });

  it('date parts: day of month, day of week, month, year, hour', async () => {
    expect(ids(await posts(filter.dateDayOfMonth('my.post.publication_date', 14)))).toEqual(['post-2-en']);
    expect(ids(await posts(filter.dateDayOfMonthAfter('my.post.publication_date', 24)))).toEqual(['post-3-en']);
    expect(ids(await posts(filter.dateDayOfMonthBefore('my.post.publication_date', 3)))).toEqual(['post-1-en']);
    expect(ids(await posts(filter.dateDayOfWeek('my.post.publication_date', 'saturday')))).toEqual([
      'post-2-en',
      'post-3-en',
    ]);
    expect(ids(await posts(filter.dateDayOfWeek('my.post.publication_date', 1)))).toEqual(['post-5-en']);
    expect(ids(await posts(filter.dateDayOfWeekAfter('my.post.publication_date', 'sat')))).toEqual(['post-1-en']);
    expect(ids(await posts(filter.dateDayOfWeekBefore('my.post.publication_date', 'wednesday')))).toEqual([
      'post-5-en',
    ]);
    expect(ids(await posts(filter.dateMonth('my.post.publication_date', 'february')))).toEqual(['post-2-en']);
    expect(ids(await posts(filter.dateMonthAfter('my.post.publication_date', 11)))).toEqual(['post-4-en']);
    expect(ids(await posts(filter.dateMonthBefore('my.post.publication_date', 'feb')))).toEqual(['post-3-en']);
    expect(ids(await posts(filter.dateYear('my.post.publication_date', 2025)))).toEqual(['post-4-en', 'post-5-en']);
    expect(ids(await client.get({ filters: [filter.dateHour('document.first_publication_date', 8)] }))).toEqual([
      'page-tech-en',
    ]);
    expect(ids(await client.get({ filters: [filter.dateHourBefore('document.first_publication_date', 9)] }))).toEqual([
      'page-tech-en',
    ]);
    expect(ids(await posts(filter.dateHourAfter('document.first_publication_date', 11)))).toHaveLength(5);
  });

  it('several q parameters combine with AND', async () => {
    expect(
      ids(await posts(filter.at('my.post.category', 'cat-tips-en'), filter.dateYear('my.post.publication_date', 2026))),
    ).toEqual(['post-3-en']);
  });

  it('answers similar and geopoint.near as unsupported, unknown fields and bad syntax as parsing errors', async () => {
    await expect(client.get({ filters: [filter.similar('post-1-en', 10)] })).rejects.toThrow(ParsingError);
    await expect(client.get({ filters: [filter.geopointNear('my.store.location', 45, 9, 10)] })).rejects.toThrow(
      'Unsupported predicate',
    );
    await expect(client.get({ filters: [filter.at('nonsense.path', 'x')] })).rejects.toThrow(
      'Unknown field nonsense.path',
    );
    await expect(client.get({ filters: ['[at(document.type, "post"'] })).rejects.toThrow('Invalid query');
    await expect(client.get({ filters: ['[nope(document.type, "post")]'] })).rejects.toThrow('Invalid query');
    // @ts-expect-error a single value where `any` takes a list: the repository must refuse the query
    const notAList = filter.any('document.type', 'post');
    await expect(client.get({ filters: [notAList] })).rejects.toThrow(ParsingError);
  });
});

describe('embedded source: fulltext scope', () => {
  it('matches content text, not node types, slice names or linked documents', async () => {
    expect(ids(await client.get({ filters: [filter.fulltext('document', 'paragraph')] }))).toEqual([]);
    expect(ids(await client.get({ filters: [filter.fulltext('document', 'rich_text')] }))).toEqual([]);
    expect(ids(await client.get({ filters: [filter.fulltext('document', 'filters')] }))).toEqual(['page-tech-en']);
    expect(ids(await posts(filter.fulltext('document', 'news')))).toEqual([]);
  });
});
