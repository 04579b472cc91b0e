import 'server-only';
import type { PROBABILITY_KINDS } from '@/lib/enums';
import type { ItemGrade } from '@/lib/items/catalog';

// Drop tables. Rates are in millionths and each table adds up to exactly 1,000,000
// (the seed asserts it). `history` lists earlier versions: how many micros moved from the
// first entry to the last one, oldest first, with the note of the change that followed.
export type SeedProbabilityTable = {
  kind: (typeof PROBABILITY_KINDS)[number];
  nameKo: string;
  nameZhTw: string;
  descriptionKo: string;
  descriptionZhTw: string;
  pityRuleKo?: string;
  pityRuleZhTw?: string;
  /** The guarantee the calculator counts (the rule above, as numbers). */
  pity?: { after: number; grade: ItemGrade };
  priceGems?: number;
  entries: Array<[slug: string, rateMicros: number, quantity?: number]>;
  history: Array<{ daysAgo: number; noteKo: string; noteZhTw: string; shift: number }>;
  /** A version announced but not yet in effect (same shift rule, from the current rates). */
  upcoming?: { announcedDaysAgo: number; effectiveInDays: number; noteKo: string; noteZhTw: string; shift: number };
};

export const SEED_PROBABILITY_TABLES: SeedProbabilityTable[] = [
  {
    kind: 'treasure_box',
    nameKo: '황금 보물상자',
    nameZhTw: '黃金寶箱',
    descriptionKo: '황금 열쇠로 여는 보물상자. S 등급 이상의 장비가 나올 수 있어요.',
    descriptionZhTw: '用黃金鑰匙打開的寶箱，有機會開出 S 級以上的裝備。',
    pityRuleKo: '50회 개봉 동안 S 등급 이상이 나오지 않으면 50회째에 S 등급 이상 장비 1개가 확정으로 나와요.',
    pityRuleZhTw: '連續開啟 50 次都沒有開出 S 級以上時，第 50 次必定獲得 1 件 S 級以上裝備。',
    pity: { after: 50, grade: 'S' },
    priceGems: 150,
    entries: [
      ['royal-crown', 2_000],
      ['angel-wings', 2_000],
      ['hero-sword', 8_000],
      ['knight-armor', 8_000],
      ['wizard-hat', 30_000],
      ['fox-tail', 30_000],
      ['star-sunglasses', 60_000],
      ['butterfly-wings', 60_000],
      ['heart-eyes', 150_000],
      ['bat-wings', 150_000],
      ['red-scarf', 250_000],
      ['bow-tie', 250_000],
    ],
    history: [
      { daysAgo: 45, noteKo: '최초 공개', noteZhTw: '首次公開', shift: -500 },
      {
        daysAgo: 10,
        noteKo: '황금 왕관 확률 상향 (0.15% → 0.2%), 나비넥타이 확률 조정',
        noteZhTw: '黃金王冠機率提升（0.15% → 0.2%），調整領結機率',
        shift: 0,
      },
    ],
    upcoming: {
      announcedDaysAgo: 2,
      effectiveInDays: 5,
      noteKo: '다음 주 이벤트: 황금 왕관 확률 상향 (0.2% → 0.25%), 나비넥타이 25% → 24.95%',
      noteZhTw: '下週活動：黃金王冠機率提升（0.2% → 0.25%），領結 25% → 24.95%',
      shift: 500,
    },
  },
  {
    kind: 'treasure_box',
    nameKo: '은 보물상자',
    nameZhTw: '白銀寶箱',
    descriptionKo: '은 열쇠로 여는 보물상자. 일상 코디용 장비가 가득해요.',
    descriptionZhTw: '用銀鑰匙打開的寶箱，裝滿日常穿搭用的裝備。',
    entries: [
      ['mystery-egg', 10_000],
      ['top-hat', 40_000],
      ['magic-wand', 40_000],
      ['strawberry-beanie', 120_000],
      ['fishing-rod', 120_000],
      ['swirl-lollipop', 200_000],
      ['flower-crown', 200_000],
      ['leaf-sprout', 135_000],
      ['red-balloon', 135_000],
    ],
    history: [{ daysAgo: 45, noteKo: '최초 공개', noteZhTw: '首次公開', shift: 0 }],
  },
  {
    kind: 'ticket',
    nameKo: '슬라임 뽑기권',
    nameZhTw: '史萊姆扭蛋券',
    descriptionKo: '새로운 슬라임이나 알을 얻을 수 있는 뽑기권.',
    descriptionZhTw: '可以獲得新史萊姆或蛋的扭蛋券。',
    pityRuleKo: '뽑기권 100장을 사용하면 은하수 슬라임 교환권 1장을 드려요.',
    pityRuleZhTw: '使用 100 張扭蛋券可獲得銀河史萊姆兌換券 1 張。',
    entries: [
      ['galaxy-slime', 5_000],
      ['golden-egg', 15_000],
      ['strawberry-slime', 120_000],
      ['spotted-egg', 100_000],
      ['mint-slime', 360_000],
      ['lemon-slime', 400_000],
    ],
    history: [
      { daysAgo: 50, noteKo: '최초 공개', noteZhTw: '首次公開', shift: -2_000 },
      { daysAgo: 28, noteKo: '은하수 슬라임 확률 상향 (0.3% → 0.4%)', noteZhTw: '銀河史萊姆機率提升（0.3% → 0.4%）', shift: -1_000 },
      { daysAgo: 7, noteKo: '은하수 슬라임 확률 상향 (0.4% → 0.5%)', noteZhTw: '銀河史萊姆機率提升（0.4% → 0.5%）', shift: 0 },
    ],
  },
  {
    kind: 'time_shop',
    nameKo: '주말 타임 상점',
    nameZhTw: '週末限時商店',
    descriptionKo: '주말에만 열리는 타임 상점의 특가 슬롯 등장 확률이에요.',
    descriptionZhTw: '只在週末開放的限時商店特價欄位出現機率。',
    entries: [
      ['gem-pouch', 20_000],
      ['ruby-gem', 80_000],
      ['name-change-ticket', 50_000],
      ['exp-orb-large', 200_000, 3],
      ['growth-potion', 200_000, 2],
      ['silver-key', 150_000],
      ['exp-orb-small', 300_000, 10],
    ],
    history: [
      { daysAgo: 35, noteKo: '최초 공개', noteZhTw: '首次公開', shift: 5_000 },
      {
        daysAgo: 11,
        noteKo: '갱신 오류 수정과 함께 보석 주머니 확률 조정 (2.5% → 2%)',
        noteZhTw: '修正刷新錯誤並調整寶石袋機率（2.5% → 2%）',
        shift: 0,
      },
    ],
  },
  {
    kind: 'guild_ornament',
    nameKo: '길드 장식 상자',
    nameZhTw: '公會裝飾箱',
    descriptionKo: '길드 마을을 꾸미는 장식 가구가 나오는 상자.',
    descriptionZhTw: '會開出佈置公會村莊用裝飾家具的箱子。',
    entries: [
      ['crystal-fountain', 10_000],
      ['disco-ball', 40_000],
      ['slime-portrait', 80_000],
      ['campfire', 220_000],
      ['cuckoo-clock', 250_000],
      ['round-window', 400_000],
    ],
    history: [{ daysAgo: 20, noteKo: '별빛 축제 기간 판매 시작', noteZhTw: '星光祭典期間開始販售', shift: 0 }],
  },
  {
    kind: 'village_furniture_package',
    nameKo: '마을 가구 패키지',
    nameZhTw: '村莊家具組合包',
    descriptionKo: '마이룸과 마을을 한 번에 꾸밀 수 있는 가구 패키지.',
    descriptionZhTw: '一次就能佈置房間和村莊的家具組合包。',
    pityRuleKo: '패키지 30개 구매 시 별밤 세트 1개 확정.',
    pityRuleZhTw: '購買 30 個組合包必定獲得星夜套組 1 個。',
    entries: [
      ['starry-night-set', 15_000],
      ['cozy-cabin-set', 85_000],
      ['jelly-bed', 100_000],
      ['mushroom-lamp', 100_000],
      ['bookshelf', 150_000],
      ['brick-wall', 150_000],
      ['tea-table', 200_000],
      ['round-rug', 200_000],
    ],
    history: [
      { daysAgo: 40, noteKo: '최초 공개', noteZhTw: '首次公開', shift: -5_000 },
      { daysAgo: 9, noteKo: '별밤 세트 확률 상향 (1% → 1.5%)', noteZhTw: '星夜套組機率提升（1% → 1.5%）', shift: 0 },
    ],
  },
];
