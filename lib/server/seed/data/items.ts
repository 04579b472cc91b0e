import 'server-only';
import type { ItemGrade, ItemType } from '@/lib/items/catalog';
import { hasSprite } from '@/lib/items/catalog';

// The one list of demo items. The seed inserts these rows and `npm run art`
// (scripts/draw-pixel-art.ts) draws `public/art/items/<slug>.png` (and a sprite
// sheet for slime equipment and slimes) from the same `art` hints, so slugs agree.

export type ItemShape =
  // slime equipment, drawn in the slot the piece is worn in
  | 'crown'
  | 'wizardHat'
  | 'beanie'
  | 'topHat'
  | 'flowerCrown'
  | 'sprout'
  | 'sunglasses'
  | 'roundGlasses'
  | 'heartEyes'
  | 'sparkleEyes'
  | 'monocle'
  | 'sleepyEyes'
  | 'mustache'
  | 'catMouth'
  | 'bubbleGum'
  | 'beard'
  | 'mask'
  | 'sword'
  | 'wand'
  | 'lollipop'
  | 'balloon'
  | 'fishingRod'
  | 'foxTail'
  | 'hipBow'
  | 'catTail'
  | 'wings'
  | 'batWings'
  | 'backpack'
  | 'butterflyWings'
  | 'shell'
  | 'scarf'
  | 'bowTie'
  | 'armor'
  | 'sailorCollar'
  | 'leafSkirt'
  | 'rainbowAura'
  | 'hearts'
  | 'flames'
  | 'snow'
  | 'notes'
  // everything else, drawn as a centred icon
  | 'egg'
  | 'roomSet'
  | 'wallStripe'
  | 'wallBrick'
  | 'floorPlank'
  | 'floorChecker'
  | 'lamp'
  | 'plant'
  | 'bookshelf'
  | 'clock'
  | 'window'
  | 'portrait'
  | 'bed'
  | 'rug'
  | 'table'
  | 'fountain'
  | 'disco'
  | 'campfire'
  | 'ticket'
  | 'letter'
  | 'potion'
  | 'slime'
  | 'galaxySlime'
  | 'expOrb'
  | 'gem'
  | 'gemPouch'
  | 'key'
  | 'cap'
  | 'hoodie'
  | 'overalls'
  | 'sneakers'
  | 'heartGlasses'
  | 'blush'
  | 'staff'
  | 'cape'
  | 'face'
  | 'body'
  | 'hairFront'
  | 'hairBack';

export type ItemArt = {
  shape: ItemShape;
  /** main colour, #rrggbb */
  main: string;
  /** accent colour, #rrggbb */
  accent: string;
};

export type SeedItem = {
  slug: string;
  type: ItemType;
  grade: ItemGrade;
  nameKo: string;
  nameZhTw: string;
  descriptionKo: string;
  descriptionZhTw: string;
  price: number;
  /** Eyes items only: false hides the slime's own eyes. */
  isShowEyes?: boolean;
  art: ItemArt;
};

export const SPRITE_FRAME_SIZE = 128;
export const SPRITE_FRAMES = 4;

export const itemImagePath = (slug: string) => `/art/items/${slug}.png`;
export const itemSpritePath = (slug: string) => `/art/sprites/${slug}.png`;
export const itemHasSprite = (item: Pick<SeedItem, 'type'>) => hasSprite(item.type);

const GRADE_SCORE: Record<ItemGrade, number> = { SSS: 100, SS: 90, 'S+': 82, S: 74, A: 60, B: 45, C: 30, F: 12 };

// Rating score: the grade's base, nudged by price so items of one grade still sort.
export function ratingScoreOf(item: Pick<SeedItem, 'grade' | 'price'>): number {
  return GRADE_SCORE[item.grade] + (item.price % 7);
}

const i = (
  slug: string,
  type: ItemType,
  grade: ItemGrade,
  price: number,
  names: [ko: string, zh: string],
  descriptions: [ko: string, zh: string],
  art: ItemArt,
  isShowEyes?: boolean,
): SeedItem => ({
  slug,
  type,
  grade,
  price,
  nameKo: names[0],
  nameZhTw: names[1],
  descriptionKo: descriptions[0],
  descriptionZhTw: descriptions[1],
  art,
  ...(isShowEyes === undefined ? {} : { isShowEyes }),
});

export const SEED_ITEMS: SeedItem[] = [
  // ── Hats ──
  i(
    'royal-crown',
    'EQUIPMENT_HAT',
    'SSS',
    4800,
    ['황금 왕관', '黃金王冠'],
    [
      '왕국 축제 1등에게만 주어졌던 전설의 왕관. 쓰는 순간 슬라임이 반짝반짝 빛나요.',
      '只頒給王國慶典冠軍的傳說王冠，戴上的瞬間史萊姆會閃閃發光。',
    ],
    { shape: 'crown', main: '#f5c542', accent: '#e5484d' },
  ),
  i(
    'wizard-hat',
    'EQUIPMENT_HAT',
    'S+',
    1280,
    ['별빛 마법사 모자', '星光魔法師帽'],
    ['밤하늘 조각으로 지었다는 뾰족 모자. 별 무늬가 은은하게 빛나요.', '據說是用夜空碎片縫製的尖帽子，星星花紋會微微發亮。'],
    { shape: 'wizardHat', main: '#5b4bc4', accent: '#ffd84a' },
  ),
  i(
    'top-hat',
    'EQUIPMENT_HAT',
    'A',
    420,
    ['신사 실크햇', '紳士高禮帽'],
    ['빨간 리본이 달린 실크햇. 인사할 때 살짝 들어 올려 보세요.', '綁著紅緞帶的高禮帽，打招呼時輕輕舉起來吧。'],
    { shape: 'topHat', main: '#3a3348', accent: '#d6453d' },
  ),
  i(
    'strawberry-beanie',
    'EQUIPMENT_HAT',
    'B',
    180,
    ['딸기 비니', '草莓毛帽'],
    ['꼭지까지 딸기를 닮은 털모자. 겨울 한정으로 출시됐어요.', '連蒂頭都像草莓的毛帽，冬季限定推出。'],
    { shape: 'beanie', main: '#ef5b6e', accent: '#6bc46d' },
  ),
  i(
    'flower-crown',
    'EQUIPMENT_HAT',
    'C',
    75,
    ['들꽃 화관', '野花花冠'],
    ['마을 언덕에서 딴 들꽃으로 엮은 화관.', '用村莊山丘上摘的野花編成的花冠。'],
    { shape: 'flowerCrown', main: '#7cc35a', accent: '#ffb3d1' },
  ),
  i(
    'leaf-sprout',
    'EQUIPMENT_HAT',
    'F',
    12,
    ['새싹', '嫩芽'],
    ['머리 위에 쏙 돋아난 새싹 하나. 물을 주면 기뻐해요.', '頭頂冒出的一株小嫩芽，澆水會很開心。'],
    { shape: 'sprout', main: '#6cc04a', accent: '#3d8a34' },
  ),
  // ── Eyes ──
  i(
    'monocle',
    'EQUIPMENT_EYES',
    'SS',
    2100,
    ['탐정 외알 안경', '偵探單片眼鏡'],
    ['사건을 꿰뚫어 보는 명탐정의 외알 안경. 눈은 그대로 보여요.', '看穿一切案件的名偵探單片眼鏡，眼睛仍然看得到。'],
    { shape: 'monocle', main: '#f5c542', accent: '#cfefff' },
    true,
  ),
  i(
    'star-sunglasses',
    'EQUIPMENT_EYES',
    'S',
    760,
    ['별 선글라스', '星星墨鏡'],
    ['무대 위 스타 슬라임의 필수품. 눈이 가려져요.', '舞台明星史萊姆的必備單品，會遮住眼睛。'],
    { shape: 'sunglasses', main: '#ff6fa8', accent: '#2b2540' },
    false,
  ),
  i(
    'heart-eyes',
    'EQUIPMENT_EYES',
    'A',
    380,
    ['하트 눈', '愛心眼'],
    ['좋아하는 친구를 보면 눈이 하트로 변해요.', '看到喜歡的朋友，眼睛就會變成愛心。'],
    { shape: 'heartEyes', main: '#ff4f7b', accent: '#ffd0dc' },
    false,
  ),
  i(
    'sparkle-eyes',
    'EQUIPMENT_EYES',
    'B',
    210,
    ['반짝이 눈', '閃亮亮眼睛'],
    ['초롱초롱 별이 박힌 눈. 부탁할 때 효과 만점!', '鑲著星光的水汪汪大眼，拜託別人時效果滿分！'],
    { shape: 'sparkleEyes', main: '#3e7bdd', accent: '#ffffff' },
    false,
  ),
  i(
    'round-glasses',
    'EQUIPMENT_EYES',
    'C',
    60,
    ['동글 안경', '圓框眼鏡'],
    ['공부하는 슬라임 느낌 가득한 동그란 안경. 눈은 그대로 보여요.', '充滿學霸氣息的圓框眼鏡，眼睛仍然看得到。'],
    { shape: 'roundGlasses', main: '#7a5230', accent: '#cfefff' },
    true,
  ),
  i(
    'sleepy-eyes',
    'EQUIPMENT_EYES',
    'F',
    8,
    ['졸린 눈', '睏睏眼'],
    ['월요일 아침의 슬라임 눈. 항상 반쯤 감겨 있어요.', '星期一早上的史萊姆眼睛，永遠半閉著。'],
    { shape: 'sleepyEyes', main: '#2b1d2e', accent: '#9fd3ff' },
    false,
  ),
  // ── Lower face ──
  i(
    'santa-beard',
    'EQUIPMENT_LOWER_FACE',
    'S',
    680,
    ['산타 수염', '聖誕老人鬍子'],
    ['포근포근한 하얀 수염. 크리스마스 이벤트 보상이었어요.', '蓬鬆柔軟的白鬍子，是聖誕活動的獎勵。'],
    { shape: 'beard', main: '#f4f4f8', accent: '#d8d8e4' },
  ),
  i(
    'bubble-gum',
    'EQUIPMENT_LOWER_FACE',
    'A',
    320,
    ['풍선껌', '泡泡糖'],
    ['부풀었다 쪼그라드는 딸기맛 풍선껌.', '會鼓起又消下去的草莓口味泡泡糖。'],
    { shape: 'bubbleGum', main: '#ff8fc7', accent: '#ffd6ec' },
  ),
  i(
    'gentleman-mustache',
    'EQUIPMENT_LOWER_FACE',
    'B',
    150,
    ['신사 콧수염', '紳士八字鬍'],
    ['끝이 돌돌 말린 콧수염. 실크햇과 세트로 쓰면 완벽해요.', '尾端捲捲的八字鬍，和高禮帽一起戴最完美。'],
    { shape: 'mustache', main: '#5a3a24', accent: '#8a5a3a' },
  ),
  i('cat-mouth', 'EQUIPMENT_LOWER_FACE', 'C', 45, ['고양이 입', '貓咪嘴'], ['ω 모양 입과 수염. 냥냥!', 'ω 形狀的嘴和鬍鬚，喵喵！'], {
    shape: 'catMouth',
    main: '#2b1d2e',
    accent: '#ff9ab0',
  }),
  i(
    'face-mask',
    'EQUIPMENT_LOWER_FACE',
    'F',
    10,
    ['하늘색 마스크', '天藍色口罩'],
    ['환절기 필수템. 감기 조심하세요!', '換季必備，小心感冒喔！'],
    { shape: 'mask', main: '#cfe8ff', accent: '#9cc3e6' },
  ),
  // ── Hand ──
  i(
    'hero-sword',
    'EQUIPMENT_HAND',
    'SS',
    2300,
    ['용사의 검', '勇者之劍'],
    ['시작의 숲 깊은 곳 바위에 꽂혀 있던 검.', '插在起始森林深處岩石上的劍。'],
    { shape: 'sword', main: '#d5dde8', accent: '#f5c542' },
  ),
  i(
    'magic-wand',
    'EQUIPMENT_HAND',
    'A',
    450,
    ['별 요술봉', '星星魔法棒'],
    ['흔들면 작은 별가루가 떨어지는 요술봉.', '揮一揮就會灑下星星粉末的魔法棒。'],
    { shape: 'wand', main: '#ffd84a', accent: '#ff8fc7' },
  ),
  i(
    'fishing-rod',
    'EQUIPMENT_HAND',
    'B',
    240,
    ['낚싯대', '釣竿'],
    ['호숫가 낚시 대회 참가자에게 준 낚싯대.', '發給湖畔釣魚大賽參加者的釣竿。'],
    { shape: 'fishingRod', main: '#8a5a2b', accent: '#3e7bdd' },
  ),
  i(
    'swirl-lollipop',
    'EQUIPMENT_HAND',
    'C',
    55,
    ['회오리 막대사탕', '漩渦棒棒糖'],
    ['핥아도 핥아도 줄지 않는 신기한 사탕.', '怎麼舔都不會變小的神奇糖果。'],
    { shape: 'lollipop', main: '#ff6fa8', accent: '#7ad7f0' },
  ),
  i(
    'red-balloon',
    'EQUIPMENT_HAND',
    'F',
    15,
    ['빨간 풍선', '紅色氣球'],
    ['놀이공원에서 받은 빨간 풍선. 놓치지 마세요!', '在遊樂園拿到的紅氣球，別讓它飛走了！'],
    { shape: 'balloon', main: '#e5484d', accent: '#ffffff' },
  ),
  // ── Hip ──
  i(
    'fox-tail',
    'EQUIPMENT_HIP',
    'S+',
    1150,
    ['구미호 꼬리', '九尾狐尾巴'],
    ['복슬복슬한 여우 꼬리. 슬라임 뒤에서 살랑살랑 흔들려요.', '毛茸茸的狐狸尾巴，在史萊姆身後輕輕搖擺。'],
    { shape: 'foxTail', main: '#ff9a3c', accent: '#fff6e8' },
  ),
  i(
    'cat-tail',
    'EQUIPMENT_HIP',
    'B',
    190,
    ['고양이 꼬리', '貓尾巴'],
    ['기분이 좋으면 살짝 올라가는 고양이 꼬리.', '心情好時會微微翹起的貓尾巴。'],
    { shape: 'catTail', main: '#6a5a7a', accent: '#3e3450' },
  ),
  i(
    'ribbon-bow',
    'EQUIPMENT_HIP',
    'C',
    70,
    ['리본 허리띠', '蝴蝶結腰帶'],
    ['뒤쪽에 커다란 리본이 달린 허리띠.', '後面綁著大蝴蝶結的腰帶。'],
    { shape: 'hipBow', main: '#ff7eb6', accent: '#ffd0e6' },
  ),
  // ── Back ──
  i(
    'angel-wings',
    'EQUIPMENT_BACK',
    'SSS',
    5000,
    ['천사 날개', '天使翅膀'],
    ['구름 위 천공 섬에서만 얻을 수 있는 새하얀 날개.', '只能在雲端天空島取得的純白翅膀。'],
    { shape: 'wings', main: '#ffffff', accent: '#ffe9a8' },
  ),
  i(
    'butterfly-wings',
    'EQUIPMENT_BACK',
    'S',
    820,
    ['나비 날개', '蝴蝶翅膀'],
    ['봄 축제 한정 나비 날개. 하늘빛과 분홍빛이 섞여 있어요.', '春季慶典限定的蝴蝶翅膀，混著天藍與粉紅。'],
    { shape: 'butterflyWings', main: '#7ad7f0', accent: '#ff8fc7' },
  ),
  i(
    'bat-wings',
    'EQUIPMENT_BACK',
    'A',
    360,
    ['박쥐 날개', '蝙蝠翅膀'],
    ['할로윈 밤에 빌려 온 작은 박쥐 날개.', '萬聖夜借來的小蝙蝠翅膀。'],
    { shape: 'batWings', main: '#4a3a6a', accent: '#9b7fd4' },
  ),
  i(
    'adventure-backpack',
    'EQUIPMENT_BACK',
    'C',
    90,
    ['모험가 배낭', '冒險家背包'],
    ['간식과 지도를 챙겨 넣은 튼튼한 배낭.', '裝滿零食和地圖的結實背包。'],
    { shape: 'backpack', main: '#c4823f', accent: '#6b4a2a' },
  ),
  i(
    'turtle-shell',
    'EQUIPMENT_BACK',
    'F',
    20,
    ['거북이 등껍질', '烏龜殼'],
    ['느긋하게 걷고 싶은 날엔 거북이 등껍질.', '想慢慢走的日子就背上烏龜殼。'],
    { shape: 'shell', main: '#6cae4a', accent: '#3d7a2f' },
  ),
  // ── Body ──
  i(
    'knight-armor',
    'EQUIPMENT_BODY',
    'SS',
    1900,
    ['기사 갑옷', '騎士鎧甲'],
    ['왕국 기사단의 은빛 갑옷. 금색 문장이 새겨져 있어요.', '王國騎士團的銀色鎧甲，刻著金色紋章。'],
    { shape: 'armor', main: '#b8c4d4', accent: '#f5c542' },
  ),
  i(
    'sailor-collar',
    'EQUIPMENT_BODY',
    'A',
    340,
    ['세일러 카라', '水手領'],
    ['바다 마을 교복 스타일의 세일러 카라.', '海邊小鎮制服風格的水手領。'],
    { shape: 'sailorCollar', main: '#2d4f9e', accent: '#ffffff' },
  ),
  i(
    'red-scarf',
    'EQUIPMENT_BODY',
    'B',
    160,
    ['빨간 목도리', '紅色圍巾'],
    ['할머니 슬라임이 떠 준 따뜻한 목도리.', '史萊姆奶奶親手織的溫暖圍巾。'],
    { shape: 'scarf', main: '#e5484d', accent: '#ffd0d0' },
  ),
  i('bow-tie', 'EQUIPMENT_BODY', 'C', 50, ['나비넥타이', '領結'], ['파티에 갈 때 딱 좋은 파란 나비넥타이.', '參加派對剛剛好的藍色領結。'], {
    shape: 'bowTie',
    main: '#3e7bdd',
    accent: '#9fc2ff',
  }),
  i(
    'leaf-skirt',
    'EQUIPMENT_BODY',
    'F',
    18,
    ['나뭇잎 치마', '樹葉裙'],
    ['숲에서 주운 나뭇잎으로 만든 치마.', '用森林裡撿到的樹葉做成的裙子。'],
    { shape: 'leafSkirt', main: '#6cc04a', accent: '#3d8a34' },
  ),
  // ── Effect ──
  i(
    'rainbow-aura',
    'EQUIPMENT_EFFECT',
    'SSS',
    4500,
    ['무지개 오라', '彩虹光環'],
    ['비 갠 뒤 하늘에서 내려온 무지개 오라.', '雨後從天空降下的彩虹光環。'],
    { shape: 'rainbowAura', main: '#ff6f6f', accent: '#6fb7ff' },
  ),
  i(
    'flame-aura',
    'EQUIPMENT_EFFECT',
    'SS',
    2400,
    ['불꽃 오라', '火焰光環'],
    ['뜨거운 열정이 불꽃이 되어 피어올라요.', '熾熱的熱情化為火焰升騰而起。'],
    { shape: 'flames', main: '#ff7a2f', accent: '#ffd84a' },
  ),
  i(
    'heart-bubbles',
    'EQUIPMENT_EFFECT',
    'S',
    700,
    ['하트 방울', '愛心泡泡'],
    ['주위에 하트가 퐁퐁 떠올라요.', '身邊會咕嘟咕嘟冒出愛心。'],
    { shape: 'hearts', main: '#ff6fa8', accent: '#ffd0e6' },
  ),
  i(
    'snowflakes',
    'EQUIPMENT_EFFECT',
    'B',
    230,
    ['눈송이', '雪花飄飄'],
    ['슬라임 주변에만 조용히 눈이 내려요.', '只在史萊姆周圍靜靜地下雪。'],
    { shape: 'snow', main: '#e6f4ff', accent: '#9fd3ff' },
  ),
  i('musical-notes', 'EQUIPMENT_EFFECT', 'C', 80, ['음표', '音符'], ['콧노래가 음표가 되어 흘러나와요.', '哼的歌化成音符飄出來。'], {
    shape: 'notes',
    main: '#6a5acd',
    accent: '#b9b0ff',
  }),
  // ── Eggs ──
  i(
    'golden-egg',
    'EGG',
    'SS',
    2000,
    ['황금 알', '金蛋'],
    ['무엇이 태어날지 아무도 모르는 황금 알. 희귀 슬라임 확률이 높아요.', '沒人知道會孵出什麼的金蛋，稀有史萊姆機率很高。'],
    { shape: 'egg', main: '#f5c542', accent: '#fff2a8' },
  ),
  i('mystery-egg', 'EGG', 'S', 640, ['신비한 알', '神秘的蛋'], ['보랏빛 무늬가 일렁이는 신비한 알.', '紫色花紋隱隱流動的神秘之蛋。'], {
    shape: 'egg',
    main: '#efe3ff',
    accent: '#9b7fd4',
  }),
  i('spotted-egg', 'EGG', 'C', 65, ['점박이 알', '斑點蛋'], ['초록 점이 콕콕 박힌 평범한 알.', '點綴著綠色斑點的普通蛋。'], {
    shape: 'egg',
    main: '#fff4d6',
    accent: '#7cc35a',
  }),
  // ── Room: sets, walls, floors ──
  i(
    'starry-night-set',
    'WALL_FLOOR_SET',
    'S+',
    1400,
    ['별밤 세트', '星夜套組'],
    ['별이 쏟아지는 벽지와 밤하늘색 바닥 세트.', '繁星滿天的壁紙與夜空色地板套組。'],
    { shape: 'roomSet', main: '#2b3a6e', accent: '#ffd84a' },
  ),
  i(
    'cozy-cabin-set',
    'WALL_FLOOR_SET',
    'A',
    480,
    ['통나무집 세트', '小木屋套組'],
    ['따뜻한 나무 벽과 마루가 한 세트.', '溫暖的木牆和木地板一整套。'],
    { shape: 'roomSet', main: '#c4823f', accent: '#8a5a2b' },
  ),
  i('brick-wall', 'WALL', 'B', 140, ['빨간 벽돌 벽', '紅磚牆'], ['카페 느낌 나는 빨간 벽돌 벽지.', '充滿咖啡廳氛圍的紅磚壁紙。'], {
    shape: 'wallBrick',
    main: '#c0583f',
    accent: '#ead7c3',
  }),
  i('mint-stripe-wall', 'WALL', 'C', 60, ['민트 줄무늬 벽지', '薄荷條紋壁紙'], ['상큼한 민트색 줄무늬 벽지.', '清爽的薄荷色條紋壁紙。'], {
    shape: 'wallStripe',
    main: '#8fd9bd',
    accent: '#dff7ee',
  }),
  i('oak-floor', 'FLOOR', 'C', 70, ['참나무 마루', '橡木地板'], ['반들반들 윤이 나는 참나무 마루.', '光亮亮的橡木地板。'], {
    shape: 'floorPlank',
    main: '#c48a4f',
    accent: '#a06a38',
  }),
  i('checker-floor', 'FLOOR', 'F', 22, ['체크무늬 타일', '格紋地磚'], ['흑백 체크무늬 바닥 타일.', '黑白格紋地磚。'], {
    shape: 'floorChecker',
    main: '#f2f2f2',
    accent: '#3a3348',
  }),
  // ── Furniture ──
  i(
    'mushroom-lamp',
    'STAND_FURNITURE',
    'A',
    390,
    ['버섯 스탠드', '蘑菇立燈'],
    ['밤이 되면 은은하게 빛나는 버섯 스탠드.', '到了晚上會柔和發光的蘑菇立燈。'],
    { shape: 'lamp', main: '#e5484d', accent: '#fff6d6' },
  ),
  i(
    'bookshelf',
    'STAND_FURNITURE',
    'B',
    200,
    ['작은 책장', '小書櫃'],
    ['슬라임 도감과 요리책이 꽂힌 책장.', '擺著史萊姆圖鑑和食譜的書櫃。'],
    { shape: 'bookshelf', main: '#8a5a2b', accent: '#e5484d' },
  ),
  i(
    'potted-monstera',
    'STAND_FURNITURE',
    'C',
    85,
    ['몬스테라 화분', '龜背芋盆栽'],
    ['방 한쪽을 싱그럽게 채워 주는 화분.', '讓房間一角充滿綠意的盆栽。'],
    { shape: 'plant', main: '#3d9a4a', accent: '#c4823f' },
  ),
  i(
    'slime-portrait',
    'WALL_FURNITURE',
    'S',
    900,
    ['슬라임 초상화', '史萊姆肖像畫'],
    ['금빛 액자에 담긴 위대한 초대 슬라임의 초상화.', '裝在金色畫框裡的偉大初代史萊姆肖像。'],
    { shape: 'portrait', main: '#f5c542', accent: '#7ee0b0' },
  ),
  i(
    'cuckoo-clock',
    'WALL_FURNITURE',
    'B',
    170,
    ['뻐꾸기 시계', '咕咕鐘'],
    ['정각마다 작은 새가 튀어나오는 시계.', '每到整點就會跳出小鳥的時鐘。'],
    { shape: 'clock', main: '#8a5a2b', accent: '#f5c542' },
  ),
  i(
    'round-window',
    'WALL_FURNITURE',
    'C',
    95,
    ['동그란 창문', '圓形窗戶'],
    ['바깥 하늘이 보이는 동그란 창문.', '看得到外面天空的圓形窗戶。'],
    { shape: 'window', main: '#7ad7f0', accent: '#c4823f' },
  ),
  i(
    'jelly-bed',
    'FLOOR_FURNITURE',
    'A',
    460,
    ['젤리 침대', '果凍床'],
    ['말랑말랑 젤리로 만든 침대. 숙면 보장!', '軟綿綿的果凍做成的床，保證一覺好眠！'],
    { shape: 'bed', main: '#ff8fc7', accent: '#ffffff' },
  ),
  i(
    'tea-table',
    'FLOOR_FURNITURE',
    'C',
    80,
    ['티 테이블', '下午茶桌'],
    ['찻잔 하나 올려 두기 좋은 작은 탁자.', '剛好放一個茶杯的小桌子。'],
    { shape: 'table', main: '#c48a4f', accent: '#ffffff' },
  ),
  i('round-rug', 'FLOOR_FURNITURE', 'F', 25, ['동그란 러그', '圓形地毯'], ['포근한 주황색 동그란 러그.', '柔軟的橘色圓形地毯。'], {
    shape: 'rug',
    main: '#e8a05a',
    accent: '#fff1d6',
  }),
  i(
    'crystal-fountain',
    'EFFECT_FURNITURE',
    'SS',
    2200,
    ['수정 분수', '水晶噴泉'],
    ['물방울이 반짝이며 솟아오르는 수정 분수.', '水珠閃耀湧出的水晶噴泉。'],
    { shape: 'fountain', main: '#7ad7f0', accent: '#b8c4d4' },
  ),
  i(
    'disco-ball',
    'EFFECT_FURNITURE',
    'S+',
    1100,
    ['디스코 볼', '迪斯可球'],
    ['방 안을 알록달록 빛으로 채우는 디스코 볼.', '讓房間充滿繽紛光點的迪斯可球。'],
    { shape: 'disco', main: '#c9d6e8', accent: '#ff6fa8' },
  ),
  i('campfire', 'EFFECT_FURNITURE', 'B', 220, ['모닥불', '營火'], ['타닥타닥 소리가 나는 따뜻한 모닥불.', '發出劈啪聲的溫暖營火。'], {
    shape: 'campfire',
    main: '#ff7a2f',
    accent: '#8a5a2b',
  }),
  // ── Misc, slimes, currencies ──
  i(
    'name-change-ticket',
    'ETC',
    'A',
    500,
    ['닉네임 변경권', '暱稱變更券'],
    ['닉네임을 한 번 바꿀 수 있는 티켓.', '可以更改一次暱稱的票券。'],
    { shape: 'ticket', main: '#ffd84a', accent: '#e5484d' },
  ),
  i('growth-potion', 'ETC', 'B', 130, ['성장 물약', '成長藥水'], ['슬라임이 쑥쑥 자라는 초록 물약.', '讓史萊姆快快長大的綠色藥水。'], {
    shape: 'potion',
    main: '#6ad26a',
    accent: '#d8f7d0',
  }),
  i('love-letter', 'ETC', 'F', 5, ['러브레터', '情書'], ['하트 스티커로 봉한 편지.', '用愛心貼紙封起來的信。'], {
    shape: 'letter',
    main: '#fff4e0',
    accent: '#ff4f7b',
  }),
  i(
    'galaxy-slime',
    'SLIME',
    'SSS',
    4999,
    ['은하수 슬라임', '銀河史萊姆'],
    ['몸속에 작은 은하가 흐르는 전설의 슬라임.', '體內流動著小小銀河的傳說史萊姆。'],
    { shape: 'galaxySlime', main: '#4b3a9e', accent: '#ffd84a' },
  ),
  i('strawberry-slime', 'SLIME', 'A', 400, ['딸기 슬라임', '草莓史萊姆'], ['달콤한 향이 나는 분홍 슬라임.', '散發甜甜香氣的粉紅史萊姆。'], {
    shape: 'slime',
    main: '#ff8fa8',
    accent: '#ffe0e8',
  }),
  i(
    'mint-slime',
    'SLIME',
    'C',
    90,
    ['민트 슬라임', '薄荷史萊姆'],
    ['가장 흔하지만 가장 사랑받는 민트 슬라임.', '最常見卻也最受喜愛的薄荷史萊姆。'],
    { shape: 'slime', main: '#7ee0b0', accent: '#e0fff0' },
  ),
  i(
    'lemon-slime',
    'SLIME',
    'F',
    30,
    ['레몬 슬라임', '檸檬史萊姆'],
    ['새콤한 노란 슬라임. 가끔 찡그려요.', '酸溜溜的黃色史萊姆，偶爾會皺眉。'],
    { shape: 'slime', main: '#ffe36e', accent: '#fff8c8' },
  ),
  i(
    'exp-orb-large',
    'EXP',
    'B',
    150,
    ['경험치 구슬 (대)', '經驗值珠（大）'],
    ['슬라임 경험치 500을 채워 주는 구슬.', '補充史萊姆經驗值 500 的寶珠。'],
    { shape: 'expOrb', main: '#4fc3f7', accent: '#e0f7ff' },
  ),
  i(
    'exp-orb-small',
    'EXP',
    'F',
    10,
    ['경험치 구슬 (소)', '經驗值珠（小）'],
    ['슬라임 경험치 50을 채워 주는 구슬.', '補充史萊姆經驗值 50 的寶珠。'],
    { shape: 'expOrb', main: '#8fe36e', accent: '#efffe0' },
  ),
  i('gem-pouch', 'GEM', 'S', 990, ['보석 주머니', '寶石袋'], ['보석 100개가 든 주머니.', '裝有 100 顆寶石的袋子。'], {
    shape: 'gemPouch',
    main: '#b07a4a',
    accent: '#3ed1e5',
  }),
  i('ruby-gem', 'GEM', 'A', 300, ['루비 보석', '紅寶石'], ['상점에서 쓸 수 있는 붉은 보석 30개.', '可在商店使用的紅寶石 30 顆。'], {
    shape: 'gem',
    main: '#e5484d',
    accent: '#ffc0c0',
  }),
  i('golden-key', 'KEY', 'S+', 1200, ['황금 열쇠', '黃金鑰匙'], ['황금 보물상자를 여는 열쇠.', '打開黃金寶箱的鑰匙。'], {
    shape: 'key',
    main: '#f5c542',
    accent: '#fff2a8',
  }),
  i('silver-key', 'KEY', 'B', 160, ['은 열쇠', '銀鑰匙'], ['은 보물상자를 여는 열쇠.', '打開白銀寶箱的鑰匙。'], {
    shape: 'key',
    main: '#c9d6e8',
    accent: '#ffffff',
  }),
  i('rusty-key', 'KEY', 'F', 6, ['녹슨 열쇠', '生鏽的鑰匙'], ['어디에 쓰는지 아무도 모르는 녹슨 열쇠.', '沒人知道用在哪裡的生鏽鑰匙。'], {
    shape: 'key',
    main: '#a0603a',
    accent: '#d08a5a',
  }),
  // ── Avatar equipment ──
  i(
    'star-staff',
    'AVATAR_EQUIPMENT_HAND',
    'SS',
    1950,
    ['별의 지팡이', '星之法杖'],
    ['아바타가 드는 별 장식 지팡이.', '虛擬形象手持的星星裝飾法杖。'],
    { shape: 'staff', main: '#ffd84a', accent: '#8a5a2b' },
  ),
  i(
    'hero-cape',
    'AVATAR_EQUIPMENT_CAPE',
    'S',
    720,
    ['영웅의 망토', '英雄披風'],
    ['금색 테두리를 두른 붉은 망토.', '鑲著金邊的紅色披風。'],
    { shape: 'cape', main: '#c0392b', accent: '#f5c542' },
  ),
  i(
    'slime-hoodie',
    'AVATAR_EQUIPMENT_TOP',
    'A',
    350,
    ['슬라임 후드티', '史萊姆連帽衫'],
    ['모자에 슬라임 눈이 달린 후드티.', '帽子上有史萊姆眼睛的連帽衫。'],
    { shape: 'hoodie', main: '#7ee0b0', accent: '#2b1d2e' },
  ),
  i('denim-overalls', 'AVATAR_EQUIPMENT_BOTTOM', 'B', 170, ['청 멜빵바지', '牛仔吊帶褲'], ['튼튼한 청 멜빵바지.', '耐穿的牛仔吊帶褲。'], {
    shape: 'overalls',
    main: '#4a6fb0',
    accent: '#f5c542',
  }),
  i('heart-glasses', 'AVATAR_EQUIPMENT_EYEDECO', 'B', 140, ['하트 안경', '愛心眼鏡'], ['하트 모양 분홍 안경.', '愛心形狀的粉紅眼鏡。'], {
    shape: 'heartGlasses',
    main: '#ff6fa8',
    accent: '#ffd0e6',
  }),
  i(
    'baseball-cap',
    'AVATAR_EQUIPMENT_HEAD',
    'C',
    65,
    ['야구 모자', '棒球帽'],
    ['슬라임 로고가 박힌 파란 야구 모자.', '印著史萊姆標誌的藍色棒球帽。'],
    { shape: 'cap', main: '#3e7bdd', accent: '#ffffff' },
  ),
  i(
    'red-sneakers',
    'AVATAR_EQUIPMENT_SHOES',
    'C',
    70,
    ['빨간 운동화', '紅色運動鞋'],
    ['어디든 달려갈 수 있는 빨간 운동화.', '哪裡都能跑去的紅色運動鞋。'],
    { shape: 'sneakers', main: '#e5484d', accent: '#ffffff' },
  ),
  i(
    'blush-sticker',
    'AVATAR_EQUIPMENT_FACEDECO',
    'F',
    9,
    ['볼터치 스티커', '腮紅貼紙'],
    ['볼에 붙이는 분홍 스티커.', '貼在臉頰上的粉紅貼紙。'],
    { shape: 'blush', main: '#ff9ab0', accent: '#ffd0dc' },
  ),
  // ── Avatar looks ──
  i(
    'long-hair-brown',
    'AVATAR_LOOKS_HAIR_BACK',
    'A',
    300,
    ['갈색 긴 머리', '棕色長髮'],
    ['허리까지 내려오는 갈색 긴 머리 (뒷머리).', '長及腰間的棕色長髮（後髮）。'],
    { shape: 'hairBack', main: '#7a4a2a', accent: '#a0683f' },
  ),
  i('pink-bangs', 'AVATAR_LOOKS_HAIR_FRONT', 'B', 130, ['분홍 앞머리', '粉紅瀏海'], ['동글동글 분홍 앞머리.', '圓圓的粉紅瀏海。'], {
    shape: 'hairFront',
    main: '#ff8fc7',
    accent: '#ffc0e0',
  }),
  i('smiley-face', 'AVATAR_LOOKS_FACE', 'C', 40, ['방긋 얼굴', '笑咪咪臉'], ['언제나 방긋 웃는 얼굴.', '永遠笑咪咪的臉。'], {
    shape: 'face',
    main: '#ffd9b8',
    accent: '#2b1d2e',
  }),
  i('basic-body', 'AVATAR_LOOKS_BODY', 'F', 0, ['기본 몸', '基本身體'], ['모든 아바타의 기본 몸.', '所有虛擬形象的基本身體。'], {
    shape: 'body',
    main: '#ffd9b8',
    accent: '#f0b890',
  }),
];

export function seedItemBySlug(slug: string): SeedItem {
  const found = SEED_ITEMS.find((item) => item.slug === slug);
  if (!found) throw new Error(`Unknown seed item ${slug}`);
  return found;
}
