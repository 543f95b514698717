/**
 * The shells' own texts, by key, in the product's languages (SPEC §1: ru, en, kk, ar; English is the fallback).
 * Screens added by later issues take their texts from the translation dictionaries (sdk/src/i18n).
 */
const en = {
  'line.title': 'Line',
  'line.empty': 'No games available',
  'line.loading': 'Loading games…',
  'coupon.title': 'Coupon',
  'coupon.empty': 'Your coupon is empty. Pick an outcome to add it.',
  'coupon.remove': 'Remove',
  'coupon.clear': 'Clear coupon',
  'coupon.total': 'Total odds',
  'casino.title': 'Casino',
  'casino.empty': 'No games available',
  'office.title': 'My account',
  'office.guest': 'Log in to see your account.',
  'office.player': 'Logged in as player {id}',
  'office.logout': 'Log out',
  'registration.title': 'Registration',
  'registration.closed': 'Registration is not available.',
  'registration.done': 'You are logged in.',
  'registration.types': 'Ways to register',
  'registration.type.fast_reg': 'In one click',
  'registration.type.phone_reg': 'By phone number',
  'registration.type.full_reg': 'With full details',
  'registration.type.soc_reg': 'With a social network',
} as const;

export type MessageKey = keyof typeof en;

const catalogue: Record<string, Partial<Record<MessageKey, string>>> = {
  en,
  ru: {
    'line.title': 'Линия',
    'line.empty': 'Нет доступных игр',
    'line.loading': 'Загрузка игр…',
    'coupon.title': 'Купон',
    'coupon.empty': 'Купон пуст. Выберите исход, чтобы добавить его.',
    'coupon.remove': 'Удалить',
    'coupon.clear': 'Очистить купон',
    'coupon.total': 'Общий коэффициент',
    'casino.title': 'Казино',
    'casino.empty': 'Нет доступных игр',
    'office.title': 'Личный кабинет',
    'office.guest': 'Войдите, чтобы увидеть свой счёт.',
    'office.player': 'Вы вошли как игрок {id}',
    'office.logout': 'Выйти',
    'registration.title': 'Регистрация',
    'registration.closed': 'Регистрация недоступна.',
    'registration.done': 'Вы вошли в систему.',
    'registration.types': 'Способы регистрации',
    'registration.type.fast_reg': 'В один клик',
    'registration.type.phone_reg': 'По номеру телефона',
    'registration.type.full_reg': 'С полными данными',
    'registration.type.soc_reg': 'Через социальную сеть',
  },
  kk: {
    'line.title': 'Желі',
    'line.empty': 'Қолжетімді ойындар жоқ',
    'coupon.title': 'Купон',
    'casino.title': 'Казино',
    'office.title': 'Жеке кабинет',
    'registration.title': 'Тіркелу',
  },
  ar: {
    'line.title': 'الخط',
    'line.empty': 'لا توجد مباريات متاحة',
    'coupon.title': 'القسيمة',
    'coupon.empty': 'قسيمتك فارغة. اختر نتيجة لإضافتها.',
    'coupon.remove': 'إزالة',
    'casino.title': 'الكازينو',
    'office.title': 'حسابي',
    'registration.title': 'التسجيل',
  },
};

export function translate(lang: string, key: MessageKey, values: Record<string, string | number> = {}): string {
  const primary = lang.split(/[-_]/)[0]?.toLowerCase() ?? 'en';
  // A key outside the catalogue (e.g. a registration type added to the configuration later) shows as itself.
  const text: string = catalogue[primary]?.[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
