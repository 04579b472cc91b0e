import {
  AVATAR_EQUIPMENT_TYPES,
  AVATAR_LOOKS_TYPES,
  BEHIND_SLIME_TYPES,
  GRADE_FAMILY,
  ITEM_GRADES,
  ITEM_TYPES,
  ITEM_TYPE_LABEL,
  OTHER_ITEM_TYPES,
  SLIME_EQUIPMENT_TYPES,
  SLIME_LAYER_ORDER,
  gradeColor,
  gradeFamily,
  gradeRank,
  hasSprite,
  isDrawnBehindSlime,
  isItemGrade,
  isItemType,
  itemTypeGroup,
  itemTypeLabel,
  slimeEyesVisible,
} from './catalog';

describe('item grades', () => {
  it('lists the eight grades of the spec from rarest to commonest', () => {
    expect(ITEM_GRADES).toEqual(['SSS', 'SS', 'S+', 'S', 'A', 'B', 'C', 'F']);
    expect(gradeRank('SSS')).toBeLessThan(gradeRank('F'));
  });

  it('colours the S family red, A purple, B blue, C green and F gray', () => {
    expect(['SSS', 'SS', 'S+', 'S'].map((g) => gradeFamily(g))).toEqual(['red', 'red', 'red', 'red']);
    expect(GRADE_FAMILY.A).toBe('purple');
    expect(GRADE_FAMILY.B).toBe('blue');
    expect(GRADE_FAMILY.C).toBe('green');
    expect(GRADE_FAMILY.F).toBe('gray');
    expect(gradeColor('SS')).toBe(gradeColor('S+'));
    expect(new Set(ITEM_GRADES.map(gradeColor)).size).toBe(5);
    for (const grade of ITEM_GRADES) expect(gradeColor(grade)).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('treats unknown grades as gray and rejects them in the guard', () => {
    expect(isItemGrade('S+')).toBe(true);
    expect(isItemGrade('D')).toBe(false);
    expect(gradeColor('D')).toBe(gradeColor('F'));
  });
});

describe('item types', () => {
  it('has every type of spec §3 once, in four groups', () => {
    expect(SLIME_EQUIPMENT_TYPES).toHaveLength(8);
    expect(OTHER_ITEM_TYPES).toHaveLength(13);
    expect(AVATAR_EQUIPMENT_TYPES).toHaveLength(8);
    expect(AVATAR_LOOKS_TYPES).toHaveLength(4);
    expect(new Set(ITEM_TYPES).size).toBe(ITEM_TYPES.length);
    expect(itemTypeGroup('EQUIPMENT_HIP')).toBe('slimeEquipment');
    expect(itemTypeGroup('KEY')).toBe('other');
    expect(itemTypeGroup('AVATAR_EQUIPMENT_CAPE')).toBe('avatarEquipment');
    expect(itemTypeGroup('AVATAR_LOOKS_HAIR_BACK')).toBe('avatarLooks');
  });

  it('maps the slime equipment and other types to the spec labels', () => {
    expect(SLIME_EQUIPMENT_TYPES.map((t) => ITEM_TYPE_LABEL[t])).toEqual([
      'hat',
      'eyes',
      'lowerFace',
      'hand',
      'hip',
      'back',
      'body',
      'effect',
    ]);
    expect(OTHER_ITEM_TYPES.map((t) => ITEM_TYPE_LABEL[t])).toEqual([
      'egg',
      'wallFloorSet',
      'wall',
      'floor',
      'standFurniture',
      'wallFurniture',
      'floorFurniture',
      'effectFurniture',
      'etc',
      'slime',
      'exp',
      'gem',
      'key',
    ]);
    expect(new Set(Object.values(ITEM_TYPE_LABEL)).size).toBe(ITEM_TYPES.length);
    expect(itemTypeLabel('NOT_A_TYPE')).toBe('etc');
    expect(isItemType('GEM')).toBe(true);
    expect(isItemType('gem')).toBe(false);
  });

  it('draws back, effect and hip equipment behind the slime', () => {
    expect([...BEHIND_SLIME_TYPES].sort()).toEqual(['EQUIPMENT_BACK', 'EQUIPMENT_EFFECT', 'EQUIPMENT_HIP']);
    expect(isDrawnBehindSlime('EQUIPMENT_HAT')).toBe(false);
    expect(isDrawnBehindSlime('EQUIPMENT_BACK')).toBe(true);
    for (const type of SLIME_EQUIPMENT_TYPES) {
      expect(SLIME_LAYER_ORDER[type] < 0).toBe(isDrawnBehindSlime(type));
    }
  });

  it('hides the slime eyes only for an eyes item without is_show_eyes', () => {
    expect(slimeEyesVisible([])).toBe(true);
    expect(slimeEyesVisible([{ itemType: 'EQUIPMENT_EYES', isShowEyes: true }])).toBe(true);
    expect(slimeEyesVisible([{ itemType: 'EQUIPMENT_EYES', isShowEyes: false }])).toBe(false);
    expect(slimeEyesVisible([{ itemType: 'EQUIPMENT_EYES', isShowEyes: null }])).toBe(false);
    expect(slimeEyesVisible([{ itemType: 'EQUIPMENT_HAT', isShowEyes: false }])).toBe(true);
  });

  it('gives sprites to slime equipment and slimes only', () => {
    expect(hasSprite('EQUIPMENT_EFFECT')).toBe(true);
    expect(hasSprite('SLIME')).toBe(true);
    expect(hasSprite('GEM')).toBe(false);
  });
});
