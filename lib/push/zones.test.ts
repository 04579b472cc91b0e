import { filterZones, zoneDetail, zoneOptions } from './zones';

it('names every zone in the reader’s language, the given ones first, and finds them by country, city or id', () => {
  const ko = zoneOptions('ko', ['Asia/Seoul', 'UTC']);
  expect(ko.length).toBeGreaterThan(300);
  expect(ko[0]).toMatchObject({ value: 'Asia/Seoul', label: '대한민국 · Seoul' });
  expect(ko[1]).toMatchObject({ value: 'UTC', label: 'UTC' });
  expect(filterZones(ko, '대만').map((z) => z.value)).toEqual(['Asia/Taipei']);
  expect(filterZones(ko, 'los angeles').map((z) => z.value)).toEqual(['America/Los_Angeles']);
  expect(filterZones(ko, 'america/new_york').map((z) => z.value)).toEqual(['America/New_York']);
  expect(filterZones(ko, '</script >')).toEqual([]);

  const zh = zoneOptions('zh-TW', ['Asia/Taipei']);
  expect(zh[0]!.label).toBe('台灣 · Taipei');
  expect(filterZones(zh, '日本').map((z) => z.value)).toEqual(['Asia/Tokyo']);
});

it('gives the zone’s own name and offset for the rows on screen', () => {
  expect(zoneDetail('ko', 'Asia/Seoul')).toMatch(/GMT\+9/);
  expect(zoneDetail('zh-TW', 'Asia/Taipei')).toMatch(/GMT\+8/);
});
