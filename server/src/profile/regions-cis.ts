/**
 * The first-level subdivisions (ISO 3166-2) of Uzbekistan (UZ: 12 regions, the Republic of Karakalpakstan and the
 * city of Tashkent), Kyrgyzstan (KG: 7 regions and the cities of Bishkek and Osh), Tajikistan (TJ: 2 regions,
 * Gorno-Badakhshan, the districts of republican subordination and Dushanbe), Turkmenistan (TM: 5 regions and
 * Ashgabat) and Belarus (BY: 6 regions and Minsk), with their centres and main towns — the operator's neighbouring
 * markets. Minsk Region's centre is the city of Minsk, a region of its own, so its first town is its largest. Each name is [English, Russian, Kazakh, Arabic]; the first town of a region is
 * its centre. Ids as in regions-kz.ts: the country's id × 100 + the number here (the ISO code in the comment), a town
 * the region's id × 100 + its number; never renumber, only append.
 */
import type { RegionEntry } from './regions-kz';

// biome-ignore format: one region a line keeps the table readable
export const UZ_REGIONS: readonly RegionEntry[] = [
  /* UZ-AN */ { number: 1, names: ['Andijan Region', 'Андижанская область', 'Әндіжан облысы', 'ولاية أنديجان'], towns: [['Andijan', 'Андижан', 'Әндіжан', 'أنديجان'], ['Asaka', 'Асака', 'Асака', 'أساكا']] },
  /* UZ-BU */ { number: 2, names: ['Bukhara Region', 'Бухарская область', 'Бұхара облысы', 'ولاية بخارى'], towns: [['Bukhara', 'Бухара', 'Бұхара', 'بخارى'], ['Kagan', 'Каган', 'Каган', 'كاغان']] },
  /* UZ-FA */ { number: 3, names: ['Fergana Region', 'Ферганская область', 'Ферғана облысы', 'ولاية فرغانة'], towns: [['Fergana', 'Фергана', 'Ферғана', 'فرغانة'], ['Kokand', 'Коканд', 'Қоқан', 'خوقند'], ['Margilan', 'Маргилан', 'Марғұлан', 'مرغلان']] },
  /* UZ-JI */ { number: 4, names: ['Jizzakh Region', 'Джизакская область', 'Жизақ облысы', 'ولاية جيزاخ'], towns: [['Jizzakh', 'Джизак', 'Жизақ', 'جيزاخ']] },
  /* UZ-NG */ { number: 5, names: ['Namangan Region', 'Наманганская область', 'Наманган облысы', 'ولاية نمنغان'], towns: [['Namangan', 'Наманган', 'Наманган', 'نمنغان'], ['Chust', 'Чуст', 'Шуст', 'تشوست']] },
  /* UZ-NW */ { number: 6, names: ['Navoiy Region', 'Навоийская область', 'Науаи облысы', 'ولاية نوائي'], towns: [['Navoiy', 'Навои', 'Науаи', 'نوائي'], ['Zarafshan', 'Зарафшан', 'Зарафшан', 'زرافشان']] },
  /* UZ-QA */ { number: 7, names: ['Kashkadarya Region', 'Кашкадарьинская область', 'Қашқадария облысы', 'ولاية قشقداريا'], towns: [['Karshi', 'Карши', 'Қарсы', 'قرشي'], ['Shahrisabz', 'Шахрисабз', 'Шахрисабз', 'شهر سبز']] },
  /* UZ-QR */ { number: 8, names: ['Republic of Karakalpakstan', 'Республика Каракалпакстан', 'Қарақалпақстан Республикасы', 'جمهورية قرقلباقستان'], towns: [['Nukus', 'Нукус', 'Нөкіс', 'نوكوس'], ['Khodjeyli', 'Ходжейли', 'Қожели', 'خوجيلي']] },
  /* UZ-SA */ { number: 9, names: ['Samarkand Region', 'Самаркандская область', 'Самарқанд облысы', 'ولاية سمرقند'], towns: [['Samarkand', 'Самарканд', 'Самарқанд', 'سمرقند'], ['Kattakurgan', 'Каттакурган', 'Каттақорған', 'كاتاكورغان']] },
  /* UZ-SI */ { number: 10, names: ['Sirdaryo Region', 'Сырдарьинская область', 'Сырдария облысы', 'ولاية سيرداريا'], towns: [['Gulistan', 'Гулистан', 'Гүлстан', 'كلستان'], ['Yangiyer', 'Янгиер', 'Жаңажер', 'يانغيير']] },
  /* UZ-SU */ { number: 11, names: ['Surkhandarya Region', 'Сурхандарьинская область', 'Сурхандария облысы', 'ولاية سرخانداريا'], towns: [['Termez', 'Термез', 'Термез', 'ترمذ'], ['Denau', 'Денау', 'Денау', 'دناو']] },
  /* UZ-TK */ { number: 12, names: ['Tashkent', 'Ташкент', 'Ташкент', 'طشقند'], towns: [['Tashkent', 'Ташкент', 'Ташкент', 'طشقند']] },
  /* UZ-TO */ { number: 13, names: ['Tashkent Region', 'Ташкентская область', 'Ташкент облысы', 'ولاية طشقند'], towns: [['Nurafshon', 'Нурафшан', 'Нұрафшан', 'نورافشان'], ['Chirchiq', 'Чирчик', 'Шыршық', 'تشيرتشيك'], ['Angren', 'Ангрен', 'Ангрен', 'أنغرين'], ['Almalyk', 'Алмалык', 'Алмалық', 'ألمالق']] },
  /* UZ-XO */ { number: 14, names: ['Khorezm Region', 'Хорезмская область', 'Хорезм облысы', 'ولاية خوارزم'], towns: [['Urgench', 'Ургенч', 'Үргеніш', 'أورغنج'], ['Khiva', 'Хива', 'Хиуа', 'خيوة']] },
];

// biome-ignore format: one region a line keeps the table readable
export const KG_REGIONS: readonly RegionEntry[] = [
  /* KG-B */ { number: 1, names: ['Batken Region', 'Баткенская область', 'Баткен облысы', 'إقليم باتكن'], towns: [['Batken', 'Баткен', 'Баткен', 'باتكن'], ['Isfana', 'Исфана', 'Исфана', 'إسفانا']] },
  /* KG-C */ { number: 2, names: ['Chüy Region', 'Чуйская область', 'Шу облысы', 'إقليم تشوي'], towns: [['Tokmok', 'Токмок', 'Тоқмақ', 'توكموك'], ['Kara-Balta', 'Кара-Балта', 'Қарабалта', 'كارا بالتا'], ['Kant', 'Кант', 'Кант', 'كانت']] },
  /* KG-GB */ { number: 3, names: ['Bishkek', 'Бишкек', 'Бішкек', 'بشكيك'], towns: [['Bishkek', 'Бишкек', 'Бішкек', 'بشكيك']] },
  /* KG-GO */ { number: 4, names: ['Osh', 'Ош', 'Ош', 'أوش'], towns: [['Osh', 'Ош', 'Ош', 'أوش']] },
  /* KG-J */ { number: 5, names: ['Jalal-Abad Region', 'Джалал-Абадская область', 'Жалалабад облысы', 'إقليم جلال آباد'], towns: [['Jalal-Abad', 'Джалал-Абад', 'Жалалабад', 'جلال آباد'], ['Kara-Köl', 'Кара-Куль', 'Қаракөл', 'كارا كول'], ['Tash-Kömür', 'Таш-Кумыр', 'Тасқөмір', 'تاش كومير']] },
  /* KG-N */ { number: 6, names: ['Naryn Region', 'Нарынская область', 'Нарын облысы', 'إقليم نارين'], towns: [['Naryn', 'Нарын', 'Нарын', 'نارين']] },
  /* KG-O */ { number: 7, names: ['Osh Region', 'Ошская область', 'Ош облысы', 'إقليم أوش'], towns: [['Uzgen', 'Узген', 'Өзген', 'أوزغن'], ['Kara-Suu', 'Кара-Суу', 'Қарасу', 'كارا سو']] },
  /* KG-T */ { number: 8, names: ['Talas Region', 'Таласская область', 'Талас облысы', 'إقليم طلاس'], towns: [['Talas', 'Талас', 'Талас', 'طلاس']] },
  /* KG-Y */ { number: 9, names: ['Issyk-Kul Region', 'Иссык-Кульская область', 'Ыстықкөл облысы', 'إقليم إسيك كول'], towns: [['Karakol', 'Каракол', 'Қарақол', 'كاراكول'], ['Cholpon-Ata', 'Чолпон-Ата', 'Шолпан-Ата', 'تشولبون آتا'], ['Balykchy', 'Балыкчи', 'Балықшы', 'باليكتشي']] },
];

// biome-ignore format: one region a line keeps the table readable
export const TJ_REGIONS: readonly RegionEntry[] = [
  /* TJ-DU */ { number: 1, names: ['Dushanbe', 'Душанбе', 'Душанбе', 'دوشنبه'], towns: [['Dushanbe', 'Душанбе', 'Душанбе', 'دوشنبه']] },
  /* TJ-GB */ { number: 2, names: ['Gorno-Badakhshan Autonomous Region', 'Горно-Бадахшанская автономная область', 'Таулы Бадахшан автономиялық облысы', 'ولاية بدخشان الجبلية ذاتية الحكم'], towns: [['Khorog', 'Хорог', 'Хорог', 'خوروغ']] },
  /* TJ-KT */ { number: 3, names: ['Khatlon Region', 'Хатлонская область', 'Хатлон облысы', 'ولاية ختلان'], towns: [['Bokhtar', 'Бохтар', 'Бохтар', 'بختر'], ['Kulob', 'Куляб', 'Күлаб', 'كولاب']] },
  /* TJ-RA */ { number: 4, names: ['Districts of Republican Subordination', 'Районы республиканского подчинения', 'Республикалық бағыныстағы аудандар', 'المناطق التابعة للجمهورية'], towns: [['Vahdat', 'Вахдат', 'Вахдат', 'وحدت'], ['Tursunzoda', 'Турсунзаде', 'Тұрсынзаде', 'تورسونزاده'], ['Hisor', 'Гиссар', 'Гиссар', 'حصار']] },
  /* TJ-SU */ { number: 5, names: ['Sughd Region', 'Согдийская область', 'Соғды облысы', 'ولاية صغد'], towns: [['Khujand', 'Худжанд', 'Хұджанд', 'خجند'], ['Istaravshan', 'Истаравшан', 'Истаравшан', 'استروشن'], ['Isfara', 'Исфара', 'Исфара', 'إسفرة']] },
];

// biome-ignore format: one region a line keeps the table readable
export const TM_REGIONS: readonly RegionEntry[] = [
  /* TM-A */ { number: 1, names: ['Ahal Region', 'Ахалский велаят', 'Ахал уәлаяты', 'ولاية أخال'], towns: [['Arkadag', 'Аркадаг', 'Арқадағ', 'أركاداغ'], ['Anau', 'Анау', 'Анау', 'أناو'], ['Tejen', 'Теджен', 'Тежен', 'تجن']] },
  /* TM-B */ { number: 2, names: ['Balkan Region', 'Балканский велаят', 'Балқан уәлаяты', 'ولاية بلقان'], towns: [['Balkanabat', 'Балканабад', 'Балқанабат', 'بلقان آباد'], ['Turkmenbashi', 'Туркменбаши', 'Түрікменбашы', 'تركمان باشي']] },
  /* TM-D */ { number: 3, names: ['Dashoguz Region', 'Дашогузский велаят', 'Дашогуз уәлаяты', 'ولاية داشوغوز'], towns: [['Dashoguz', 'Дашогуз', 'Дашогуз', 'داشوغوز']] },
  /* TM-L */ { number: 4, names: ['Lebap Region', 'Лебапский велаят', 'Лебап уәлаяты', 'ولاية لباب'], towns: [['Turkmenabat', 'Туркменабад', 'Түрікменабат', 'تركمان آباد']] },
  /* TM-M */ { number: 5, names: ['Mary Region', 'Марыйский велаят', 'Мары уәлаяты', 'ولاية ماري'], towns: [['Mary', 'Мары', 'Мары', 'ماري'], ['Bayramaly', 'Байрамали', 'Байрамәли', 'بيرام علي']] },
  /* TM-S */ { number: 6, names: ['Ashgabat', 'Ашхабад', 'Ашхабад', 'عشق آباد'], towns: [['Ashgabat', 'Ашхабад', 'Ашхабад', 'عشق آباد']] },
];

// biome-ignore format: one region a line keeps the table readable
export const BY_REGIONS: readonly RegionEntry[] = [
  /* BY-BR */ { number: 1, names: ['Brest Region', 'Брестская область', 'Брест облысы', 'منطقة بريست'], towns: [['Brest', 'Брест', 'Брест', 'بريست'], ['Baranovichi', 'Барановичи', 'Барановичи', 'بارانوفيتشي'], ['Pinsk', 'Пинск', 'Пинск', 'بينسك']] },
  /* BY-HM */ { number: 2, names: ['Minsk', 'Минск', 'Минск', 'منسك'], towns: [['Minsk', 'Минск', 'Минск', 'منسك']] },
  /* BY-HO */ { number: 3, names: ['Gomel Region', 'Гомельская область', 'Гомель облысы', 'منطقة غوميل'], towns: [['Gomel', 'Гомель', 'Гомель', 'غوميل'], ['Mozyr', 'Мозырь', 'Мозырь', 'موزير'], ['Zhlobin', 'Жлобин', 'Жлобин', 'جلوبين']] },
  /* BY-HR */ { number: 4, names: ['Grodno Region', 'Гродненская область', 'Гродно облысы', 'منطقة غرودنو'], towns: [['Grodno', 'Гродно', 'Гродно', 'غرودنو'], ['Lida', 'Лида', 'Лида', 'ليدا']] },
  /* BY-MA */ { number: 5, names: ['Mogilev Region', 'Могилёвская область', 'Могилёв облысы', 'منطقة موغيليف'], towns: [['Mogilev', 'Могилёв', 'Могилёв', 'موغيليف'], ['Bobruisk', 'Бобруйск', 'Бобруйск', 'بوبرويسك']] },
  /* BY-MI */ { number: 6, names: ['Minsk Region', 'Минская область', 'Минск облысы', 'منطقة منسك'], towns: [['Barysaw', 'Борисов', 'Борисов', 'باريساو'], ['Soligorsk', 'Солигорск', 'Солигорск', 'سوليغورسك'], ['Molodechno', 'Молодечно', 'Молодечно', 'مولوديتشنو']] },
  /* BY-VI */ { number: 7, names: ['Vitebsk Region', 'Витебская область', 'Витебск облысы', 'منطقة فيتيبسك'], towns: [['Vitebsk', 'Витебск', 'Витебск', 'فيتيبسك'], ['Orsha', 'Орша', 'Орша', 'أورشا'], ['Polotsk', 'Полоцк', 'Полоцк', 'بولوتسك']] },
];
