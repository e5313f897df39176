import { DomainError } from '../../common/domain-error';
import { contentRange } from './content-range';
import { toCsv } from './csv';
import { eqs, ListSpec, parseListQuery, range } from './list-query';

const spec: ListSpec = {
  filters: { ...eqs('string', 'status'), ...eqs('int', 'category_id'), ...range('created_at') },
  sortable: ['job_title', 'created_at'],
  search: ['job_title'],
};

function fieldOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.fieldErrors[0]?.field;
    throw error;
  }
  return undefined;
}

describe('parseListQuery', () => {
  it('reads sort, range and filter as ra-data-simple-rest sends them', () => {
    const parsed = parseListQuery(
      {
        sort: '["job_title","desc"]',
        range: '[25,49]',
        filter: '{"q":" sink ","status":["open","closed"],"category_id":"3","created_at_lte":"2026-01-31"}',
      },
      spec,
    );
    expect(parsed.sort).toEqual({ field: 'job_title', order: 'DESC' });
    expect(parsed.range).toEqual({ start: 25, end: 49 });
    expect(parsed.q).toBe('sink');
    expect(parsed.conditions.map((c) => [c.field, c.value])).toEqual([
      ['status', ['open', 'closed']],
      ['category_id', 3],
      ['created_at_lte', new Date('2026-01-31T23:59:59.999Z')],
    ]);
  });

  it('defaults to the first page by id, and answers every id of a getMany', () => {
    expect(parseListQuery({}, spec)).toMatchObject({
      sort: { field: 'id', order: 'DESC' },
      range: { start: 0, end: 24 },
    });
    const many = parseListQuery({ filter: '{"id":[4,5,6]}' }, spec);
    expect(many.ids).toEqual([4, 5, 6]);
    expect(many.range).toEqual({ start: 0, end: 2 });
  });

  it('refuses fields off the allow-lists and malformed parts with a 400 naming them', () => {
    expect(fieldOf(() => parseListQuery({ sort: '["id; DROP TABLE users","ASC"]' }, spec))).toBe('sort');
    expect(fieldOf(() => parseListQuery({ sort: '["password","ASC"]' }, spec))).toBe('sort');
    expect(fieldOf(() => parseListQuery({ sort: '["id","SIDEWAYS"]' }, spec))).toBe('sort');
    expect(fieldOf(() => parseListQuery({ filter: '{"password":"x"}' }, spec))).toBe('filter');
    expect(fieldOf(() => parseListQuery({ filter: '{"__proto__":"x"}' }, spec))).toBe('filter');
    expect(fieldOf(() => parseListQuery({ filter: '{"category_id":"abc"}' }, spec))).toBe('category_id');
    expect(fieldOf(() => parseListQuery({ range: '[10,2]' }, spec))).toBe('range');
    expect(fieldOf(() => parseListQuery({ range: '[0,5000]' }, spec))).toBe('range');
    expect(fieldOf(() => parseListQuery({ filter: 'not json' }, spec))).toBe('filter');
  });

  it('says every refusal by catalogue key, its field and rule kept, its English unchanged', () => {
    const refusal = (query: Parameters<typeof parseListQuery>[0]) => {
      try {
        parseListQuery(query, spec);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return [error.said?.key, error.fieldErrors[0]?.field, error.fieldErrors[0]?.rule, error.message, error.fieldSaid[0]?.key];
      }
      throw new Error('not refused');
    };
    expect(refusal({ filter: 'not json' })).toEqual(['admin.invalidJson', 'filter', 'invalid', 'filter must be valid JSON', 'admin.invalidJson']);
    expect(refusal({ sort: '["id"]' })).toEqual(['admin.sortShape', 'sort', 'invalid', 'sort must look like ["field","ASC"]', 'admin.sortShape']);
    expect(refusal({ sort: '["id","SIDEWAYS"]' })).toEqual(['admin.sortOrder', 'sort', 'invalid', 'sort order must be ASC or DESC', 'admin.sortOrder']);
    expect(refusal({ range: '[0,5000]' })).toEqual(['admin.rangeMax', 'range', 'invalid', 'range covers at most 1000 records', 'admin.rangeMax']);
    expect(refusal({ filter: '{"category_id":"abc"}' })).toEqual(['admin.filterInteger', 'category_id', 'invalid', 'filter category_id must be an integer', 'admin.filterInteger']);
    expect(refusal({ filter: '{"status":"' + 'x'.repeat(201) + '"}' })).toEqual([
      'admin.filterText',
      'status',
      'invalid',
      'filter status must be a text of at most 200 characters',
      'admin.filterText',
    ]);
    expect(refusal({ filter: '{"created_at_gte":["2026-01-01"]}' })).toEqual(['admin.filterOneValue', 'created_at_gte', 'invalid', 'filter created_at_gte takes one value', 'admin.filterOneValue']);
    expect(refusal({ filter: '{"q":"' + 'x'.repeat(101) + '"}' })).toEqual(['admin.searchText', 'q', 'invalid', 'q must be a text of at most 100 characters', 'admin.searchText']);
  });
});

describe('content range and csv', () => {
  it('formats Content-Range as simple-rest reads it', () => {
    expect(contentRange('listings', 0, 25, 319)).toBe('listings 0-24/319');
    expect(contentRange('listings', 50, 0, 10)).toBe('listings */10');
  });

  it('quotes cells and neutralises formulas', () => {
    expect(
      toCsv(
        ['id', 'title'],
        [
          { id: 1, title: 'a, "b"' },
          { id: 2, title: '=HYPERLINK("x")' },
          { id: 3, title: '-12.5' },
        ],
      ),
    ).toBe('id,title\r\n1,"a, ""b"""\r\n2,"\'=HYPERLINK(""x"")"\r\n3,-12.5\r\n');
  });
});
