// The spec's item grades and item types, shared by the server, the seed, the art
// script and the client. No Node imports: this module is bundled for the browser.

export const ITEM_GRADES = ['SSS', 'SS', 'S+', 'S', 'A', 'B', 'C', 'F'] as const;
export type ItemGrade = (typeof ITEM_GRADES)[number];

export const GRADE_FAMILIES = ['red', 'purple', 'blue', 'green', 'gray'] as const;
export type GradeFamily = (typeof GRADE_FAMILIES)[number];

// The spec says: "S-family red, A purple, B blue, C green, F gray".
export const GRADE_FAMILY: Record<ItemGrade, GradeFamily> = {
  SSS: 'red',
  SS: 'red',
  'S+': 'red',
  S: 'red',
  A: 'purple',
  B: 'blue',
  C: 'green',
  F: 'gray',
};

export const GRADE_FAMILY_HEX: Record<GradeFamily, string> = {
  red: '#e5484d',
  purple: '#8e4ec6',
  blue: '#3e7bdd',
  green: '#30a46c',
  gray: '#8b8d98',
};

export const GRADE_HEX: Record<ItemGrade, string> = Object.fromEntries(
  ITEM_GRADES.map((grade) => [grade, GRADE_FAMILY_HEX[GRADE_FAMILY[grade]]]),
) as Record<ItemGrade, string>;

export function isItemGrade(value: unknown): value is ItemGrade {
  return typeof value === 'string' && (ITEM_GRADES as readonly string[]).includes(value);
}

// Lower is rarer: SSS = 0 … F = 7. Useful for sorting.
export function gradeRank(grade: ItemGrade): number {
  return ITEM_GRADES.indexOf(grade);
}

export function gradeFamily(grade: string): GradeFamily {
  return isItemGrade(grade) ? GRADE_FAMILY[grade] : 'gray';
}

export function gradeColor(grade: string): string {
  return GRADE_FAMILY_HEX[gradeFamily(grade)];
}

export const SLIME_EQUIPMENT_TYPES = [
  'EQUIPMENT_HAT',
  'EQUIPMENT_EYES',
  'EQUIPMENT_LOWER_FACE',
  'EQUIPMENT_HAND',
  'EQUIPMENT_HIP',
  'EQUIPMENT_BACK',
  'EQUIPMENT_BODY',
  'EQUIPMENT_EFFECT',
] as const;

export const OTHER_ITEM_TYPES = [
  'EGG',
  'WALL_FLOOR_SET',
  'WALL',
  'FLOOR',
  'STAND_FURNITURE',
  'WALL_FURNITURE',
  'FLOOR_FURNITURE',
  'EFFECT_FURNITURE',
  'ETC',
  'SLIME',
  'EXP',
  'GEM',
  'KEY',
] as const;

export const AVATAR_EQUIPMENT_TYPES = [
  'AVATAR_EQUIPMENT_HEAD',
  'AVATAR_EQUIPMENT_TOP',
  'AVATAR_EQUIPMENT_BOTTOM',
  'AVATAR_EQUIPMENT_SHOES',
  'AVATAR_EQUIPMENT_EYEDECO',
  'AVATAR_EQUIPMENT_FACEDECO',
  'AVATAR_EQUIPMENT_HAND',
  'AVATAR_EQUIPMENT_CAPE',
] as const;

export const AVATAR_LOOKS_TYPES = ['AVATAR_LOOKS_FACE', 'AVATAR_LOOKS_BODY', 'AVATAR_LOOKS_HAIR_FRONT', 'AVATAR_LOOKS_HAIR_BACK'] as const;

export const ITEM_TYPES = [...SLIME_EQUIPMENT_TYPES, ...OTHER_ITEM_TYPES, ...AVATAR_EQUIPMENT_TYPES, ...AVATAR_LOOKS_TYPES] as const;

export type SlimeEquipmentType = (typeof SLIME_EQUIPMENT_TYPES)[number];
export type AvatarEquipmentType = (typeof AVATAR_EQUIPMENT_TYPES)[number];
export type AvatarLooksType = (typeof AVATAR_LOOKS_TYPES)[number];
export type ItemType = (typeof ITEM_TYPES)[number];

export type ItemTypeGroup = 'slimeEquipment' | 'other' | 'avatarEquipment' | 'avatarLooks';

// Translation label keys (the spec lists them for slime equipment and the other types;
// avatar labels follow the same camelCase style).
export const ITEM_TYPE_LABEL: Record<ItemType, string> = {
  EQUIPMENT_HAT: 'hat',
  EQUIPMENT_EYES: 'eyes',
  EQUIPMENT_LOWER_FACE: 'lowerFace',
  EQUIPMENT_HAND: 'hand',
  EQUIPMENT_HIP: 'hip',
  EQUIPMENT_BACK: 'back',
  EQUIPMENT_BODY: 'body',
  EQUIPMENT_EFFECT: 'effect',
  EGG: 'egg',
  WALL_FLOOR_SET: 'wallFloorSet',
  WALL: 'wall',
  FLOOR: 'floor',
  STAND_FURNITURE: 'standFurniture',
  WALL_FURNITURE: 'wallFurniture',
  FLOOR_FURNITURE: 'floorFurniture',
  EFFECT_FURNITURE: 'effectFurniture',
  ETC: 'etc',
  SLIME: 'slime',
  EXP: 'exp',
  GEM: 'gem',
  KEY: 'key',
  AVATAR_EQUIPMENT_HEAD: 'avatarHead',
  AVATAR_EQUIPMENT_TOP: 'avatarTop',
  AVATAR_EQUIPMENT_BOTTOM: 'avatarBottom',
  AVATAR_EQUIPMENT_SHOES: 'avatarShoes',
  AVATAR_EQUIPMENT_EYEDECO: 'avatarEyeDeco',
  AVATAR_EQUIPMENT_FACEDECO: 'avatarFaceDeco',
  AVATAR_EQUIPMENT_HAND: 'avatarHand',
  AVATAR_EQUIPMENT_CAPE: 'avatarCape',
  AVATAR_LOOKS_FACE: 'avatarFace',
  AVATAR_LOOKS_BODY: 'avatarBody',
  AVATAR_LOOKS_HAIR_FRONT: 'avatarHairFront',
  AVATAR_LOOKS_HAIR_BACK: 'avatarHairBack',
};

// The spec says: "Back, effect and hip equipment is drawn behind the slime."
export const BEHIND_SLIME_TYPES: readonly SlimeEquipmentType[] = ['EQUIPMENT_BACK', 'EQUIPMENT_EFFECT', 'EQUIPMENT_HIP'];

// Drawing order of a slime's layers (low first): behind-the-slime equipment gets negative
// orders, the slime body is 0, the rest is stacked in front. Seeded as equipment_objects.display_order.
export const SLIME_LAYER_ORDER: Record<SlimeEquipmentType, number> = {
  EQUIPMENT_EFFECT: -3,
  EQUIPMENT_BACK: -2,
  EQUIPMENT_HIP: -1,
  EQUIPMENT_BODY: 1,
  EQUIPMENT_LOWER_FACE: 2,
  EQUIPMENT_EYES: 3,
  EQUIPMENT_HAT: 4,
  EQUIPMENT_HAND: 5,
};

export function isItemType(value: unknown): value is ItemType {
  return typeof value === 'string' && (ITEM_TYPES as readonly string[]).includes(value);
}

export function isSlimeEquipmentType(value: string): value is SlimeEquipmentType {
  return (SLIME_EQUIPMENT_TYPES as readonly string[]).includes(value);
}

export function isDrawnBehindSlime(type: string): boolean {
  return (BEHIND_SLIME_TYPES as readonly string[]).includes(type);
}

export function itemTypeGroup(type: ItemType): ItemTypeGroup {
  if ((SLIME_EQUIPMENT_TYPES as readonly string[]).includes(type)) return 'slimeEquipment';
  if ((AVATAR_EQUIPMENT_TYPES as readonly string[]).includes(type)) return 'avatarEquipment';
  if ((AVATAR_LOOKS_TYPES as readonly string[]).includes(type)) return 'avatarLooks';
  return 'other';
}

export function itemTypeLabel(type: string): string {
  return isItemType(type) ? ITEM_TYPE_LABEL[type] : 'etc';
}

// The slime's own eyes are hidden when an eyes item without is_show_eyes is worn.
export function slimeEyesVisible(equipped: ReadonlyArray<{ itemType: string; isShowEyes: boolean | null }>): boolean {
  return !equipped.some((item) => item.itemType === 'EQUIPMENT_EYES' && item.isShowEyes !== true);
}

// Items that come with a 4-frame sprite sheet (slime equipment and slimes themselves).
export function hasSprite(type: string): boolean {
  return isSlimeEquipmentType(type) || type === 'SLIME';
}
