/**
 * Kazakhstan's regions (the 17 oblasts and the 3 cities of republican significance, as since June 2022) and
 * their main towns — the operator's licensed country (server/config/partners/1.json `countries.kz`). Each entry
 * is [English, Russian, Kazakh]; the first town of a region is its centre. Ids are fixed: a region is the
 * country's id (KZ = 286, `countryIdFromCode`) × 100 + its number here, a town the region's id × 100 + its number;
 * never renumber, only append.
 */
/** English, Russian, Kazakh and, where the list has it, Arabic (else the English name is shown in Arabic). */
export type PlaceNames = readonly [en: string, ru: string, kk: string, ar?: string];
export interface RegionEntry {
  readonly number: number;
  readonly names: PlaceNames;
  readonly towns: readonly PlaceNames[];
}

// biome-ignore format: one region a line keeps the table readable
export const KZ_REGIONS: readonly RegionEntry[] = [
  { number: 1, names: ['Astana', 'Астана', 'Астана'], towns: [['Astana', 'Астана', 'Астана']] },
  { number: 2, names: ['Almaty', 'Алматы', 'Алматы'], towns: [['Almaty', 'Алматы', 'Алматы']] },
  { number: 3, names: ['Shymkent', 'Шымкент', 'Шымкент'], towns: [['Shymkent', 'Шымкент', 'Шымкент']] },
  { number: 4, names: ['Abai Region', 'Абайская область', 'Абай облысы'], towns: [['Semey', 'Семей', 'Семей'], ['Kurchatov', 'Курчатов', 'Курчатов'], ['Ayagoz', 'Аягоз', 'Аягөз']] },
  { number: 5, names: ['Akmola Region', 'Акмолинская область', 'Ақмола облысы'], towns: [['Kokshetau', 'Кокшетау', 'Көкшетау'], ['Stepnogorsk', 'Степногорск', 'Степногорск'], ['Shchuchinsk', 'Щучинск', 'Щучинск'], ['Atbasar', 'Атбасар', 'Атбасар'], ['Kosshy', 'Косшы', 'Қосшы']] },
  { number: 6, names: ['Aktobe Region', 'Актюбинская область', 'Ақтөбе облысы'], towns: [['Aktobe', 'Актобе', 'Ақтөбе'], ['Kandyagash', 'Кандыагаш', 'Қандыағаш'], ['Khromtau', 'Хромтау', 'Хромтау'], ['Shalkar', 'Шалкар', 'Шалқар']] },
  { number: 7, names: ['Almaty Region', 'Алматинская область', 'Алматы облысы'], towns: [['Konaev', 'Конаев', 'Қонаев'], ['Talgar', 'Талгар', 'Талғар'], ['Kaskelen', 'Каскелен', 'Қаскелең'], ['Yesik', 'Есик', 'Есік']] },
  { number: 8, names: ['Atyrau Region', 'Атырауская область', 'Атырау облысы'], towns: [['Atyrau', 'Атырау', 'Атырау'], ['Kulsary', 'Кульсары', 'Құлсары']] },
  { number: 9, names: ['East Kazakhstan Region', 'Восточно-Казахстанская область', 'Шығыс Қазақстан облысы'], towns: [['Oskemen', 'Усть-Каменогорск', 'Өскемен'], ['Ridder', 'Риддер', 'Риддер'], ['Altai', 'Алтай', 'Алтай'], ['Zaysan', 'Зайсан', 'Зайсаң']] },
  { number: 10, names: ['Jambyl Region', 'Жамбылская область', 'Жамбыл облысы'], towns: [['Taraz', 'Тараз', 'Тараз'], ['Shu', 'Шу', 'Шу'], ['Karatau', 'Каратау', 'Қаратау'], ['Zhanatas', 'Жанатас', 'Жаңатас']] },
  { number: 11, names: ['Jetisu Region', 'Область Жетісу', 'Жетісу облысы'], towns: [['Taldykorgan', 'Талдыкорган', 'Талдықорған'], ['Tekeli', 'Текели', 'Текелі'], ['Zharkent', 'Жаркент', 'Жаркент'], ['Ushtobe', 'Уштобе', 'Үштөбе']] },
  { number: 12, names: ['Karaganda Region', 'Карагандинская область', 'Қарағанды облысы'], towns: [['Karaganda', 'Караганда', 'Қарағанды'], ['Temirtau', 'Темиртау', 'Теміртау'], ['Balkhash', 'Балхаш', 'Балқаш'], ['Saran', 'Сарань', 'Саран'], ['Shakhtinsk', 'Шахтинск', 'Шахтинск']] },
  { number: 13, names: ['Kostanay Region', 'Костанайская область', 'Қостанай облысы'], towns: [['Kostanay', 'Костанай', 'Қостанай'], ['Rudny', 'Рудный', 'Рудный'], ['Lisakovsk', 'Лисаковск', 'Лисаков'], ['Arkalyk', 'Аркалык', 'Арқалық']] },
  { number: 14, names: ['Kyzylorda Region', 'Кызылординская область', 'Қызылорда облысы'], towns: [['Kyzylorda', 'Кызылорда', 'Қызылорда'], ['Aral', 'Аральск', 'Арал']] },
  { number: 15, names: ['Mangystau Region', 'Мангистауская область', 'Маңғыстау облысы'], towns: [['Aktau', 'Актау', 'Ақтау'], ['Zhanaozen', 'Жанаозен', 'Жаңаөзен'], ['Fort-Shevchenko', 'Форт-Шевченко', 'Форт-Шевченко']] },
  { number: 16, names: ['North Kazakhstan Region', 'Северо-Казахстанская область', 'Солтүстік Қазақстан облысы'], towns: [['Petropavl', 'Петропавловск', 'Петропавл'], ['Bulayevo', 'Булаево', 'Булаев'], ['Sergeyevka', 'Сергеевка', 'Сергеев']] },
  { number: 17, names: ['Pavlodar Region', 'Павлодарская область', 'Павлодар облысы'], towns: [['Pavlodar', 'Павлодар', 'Павлодар'], ['Ekibastuz', 'Экибастуз', 'Екібастұз'], ['Aksu', 'Аксу', 'Ақсу']] },
  { number: 18, names: ['Turkistan Region', 'Туркестанская область', 'Түркістан облысы'], towns: [['Turkistan', 'Туркестан', 'Түркістан'], ['Kentau', 'Кентау', 'Кентау'], ['Arys', 'Арыс', 'Арыс'], ['Saryagash', 'Сарыагаш', 'Сарыағаш'], ['Zhetisay', 'Жетысай', 'Жетісай']] },
  { number: 19, names: ['Ulytau Region', 'Область Улытау', 'Ұлытау облысы'], towns: [['Zhezkazgan', 'Жезказган', 'Жезқазған'], ['Satpayev', 'Сатпаев', 'Сәтбаев'], ['Karazhal', 'Каражал', 'Қаражал']] },
  { number: 20, names: ['West Kazakhstan Region', 'Западно-Казахстанская область', 'Батыс Қазақстан облысы'], towns: [['Oral', 'Уральск', 'Орал'], ['Aksay', 'Аксай', 'Ақсай']] },
];
