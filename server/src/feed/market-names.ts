/**
 * What markets and outcomes are called in ru, en, kk and ar: the feed's market groups (id and name) and the
 * short outcome names of buttons (W1, O, U…). Translations, not transliterations; the notation 1X2 / 1X / 12 / X2
 * stays as it is in ru, en and kk, where players read it so; Arabic spells every name out.
 */
import type { Name } from './names';

/** Market groups by the first outcome type of the market (markets.ts `marketBase`): the feed's group id and name. */
export const marketGroups: Record<number, { id: number; name: Name }> = {
  1: { id: 1, name: { ru: '1X2', en: '1X2', kk: '1X2', ar: 'نتيجة المباراة' } },
  4: { id: 8, name: { ru: 'Двойной шанс', en: 'Double chance', kk: 'Қос мүмкіндік', ar: 'فرصة مزدوجة' } },
  7: { id: 2, name: { ru: 'Фора', en: 'Handicap', kk: 'Фора', ar: 'هانديكاب' } },
  9: { id: 17, name: { ru: 'Тотал', en: 'Total', kk: 'Тотал', ar: 'المجموع' } },
  11: { id: 101, name: { ru: 'Победитель', en: 'Winner', kk: 'Жеңімпаз', ar: 'الفائز' } },
  13: {
    id: 19,
    name: { ru: 'Обе забьют', en: 'Both teams to score', kk: 'Екі команда да гол соғады', ar: 'كلا الفريقين يسجل' },
  },
  15: { id: 136, name: { ru: 'Точный счёт', en: 'Correct score', kk: 'Дәл есеп', ar: 'النتيجة الصحيحة' } },
  17: {
    id: 15,
    name: { ru: 'Индивидуальный тотал 1', en: 'Team 1 total', kk: '1-команданың жеке тоталы', ar: 'مجموع الفريق 1' },
  },
  19: {
    id: 62,
    name: { ru: 'Индивидуальный тотал 2', en: 'Team 2 total', kk: '2-команданың жеке тоталы', ar: 'مجموع الفريق 2' },
  },
  21: {
    id: 2766,
    name: {
      ru: 'Лучший игрок по убийствам',
      en: 'Most kills',
      kk: 'Ең көп өлтірген ойыншы',
      ar: 'اللاعب الأكثر قتلاً',
    },
  },
  27: { id: 2854, name: { ru: 'Азиатская фора', en: 'Asian handicap', kk: 'Азиялық фора', ar: 'الهانديكاب الآسيوي' } },
  29: { id: 99, name: { ru: 'Азиатский тотал', en: 'Asian total', kk: 'Азиялық тотал', ar: 'المجموع الآسيوي' } },
  31: {
    id: 60,
    name: {
      ru: 'Тотал сетов / карт',
      en: 'Total sets / maps',
      kk: 'Сеттер / карталар тоталы',
      ar: 'مجموع الأشواط / الخرائط',
    },
  },
  33: {
    id: 61,
    name: {
      ru: 'Фора по сетам / картам',
      en: 'Sets / maps handicap',
      kk: 'Сеттер / карталар бойынша фора',
      ar: 'هانديكاب الأشواط / الخرائط',
    },
  },
  60: {
    id: 2901,
    name: { ru: 'Способ победы', en: 'Method of victory', kk: 'Жеңіс тәсілі', ar: 'طريقة الفوز' },
  },
  66: {
    id: 2902,
    name: {
      ru: 'Бой пройдёт все раунды',
      en: 'Fight goes the distance',
      kk: 'Жекпе-жек барлық раундқа созылады',
      ar: 'النزال يكتمل حتى النهاية',
    },
  },
  68: { id: 2903, name: { ru: 'Тотал раундов', en: 'Total rounds', kk: 'Раундтар тоталы', ar: 'مجموع الجولات' } },
  70: {
    id: 2904,
    name: { ru: 'Победитель турнира', en: 'Championship winner', kk: 'Турнир жеңімпазы', ar: 'الفائز بالبطولة' },
  },
  71: {
    id: 2905,
    name: { ru: 'Лучший бомбардир', en: 'Top scorer', kk: 'Үздік бомбардир', ar: 'هدّاف البطولة' },
  },
  80: { id: 2910, name: { ru: 'Победа', en: 'Win', kk: 'Жеңіс', ar: 'الفوز' } },
  81: { id: 2911, name: { ru: 'Место', en: 'Place', kk: 'Орын', ar: 'المركز' } },
  82: {
    id: 2912,
    name: {
      ru: 'Прогноз (1-й и 2-й по порядку)',
      en: 'Forecast (1st and 2nd in order)',
      kk: 'Болжам (ретімен 1-ші және 2-ші)',
      ar: 'التوقع (الأول والثاني بالترتيب)',
    },
  },
};

const win1: Name = { ru: 'П1', en: 'W1', kk: 'Ж1', ar: 'فوز 1' };
const win2: Name = { ru: 'П2', en: 'W2', kk: 'Ж2', ar: 'فوز 2' };
const handicap1: Name = { ru: 'Ф1', en: 'H1', kk: 'Ф1', ar: 'هانديكاب 1' };
const handicap2: Name = { ru: 'Ф2', en: 'H2', kk: 'Ф2', ar: 'هانديكاب 2' };
const over: Name = { ru: 'Б', en: 'O', kk: 'К', ar: 'أكثر' };
const under: Name = { ru: 'М', en: 'U', kk: 'А', ar: 'أقل' };

/** Short outcome names by outcome type (a period market's type less 1000 × period). */
export const outcomeNames: Record<number, Name> = {
  1: win1,
  2: { ru: 'X', en: 'X', kk: 'X', ar: 'تعادل' },
  3: win2,
  4: { ru: '1X', en: '1X', kk: '1X', ar: '1 أو تعادل' },
  5: { ru: '12', en: '12', kk: '12', ar: '1 أو 2' },
  6: { ru: 'X2', en: 'X2', kk: 'X2', ar: 'تعادل أو 2' },
  7: handicap1,
  8: handicap2,
  9: over,
  10: under,
  11: win1,
  12: win2,
  13: { ru: 'Да', en: 'Yes', kk: 'Иә', ar: 'نعم' },
  14: { ru: 'Нет', en: 'No', kk: 'Жоқ', ar: 'لا' },
  15: { ru: 'Счёт', en: 'Score', kk: 'Есеп', ar: 'النتيجة' },
  17: { ru: 'ИТ1Б', en: 'TT1 O', kk: 'ЖТ1К', ar: 'الفريق 1 أكثر' },
  18: { ru: 'ИТ1М', en: 'TT1 U', kk: 'ЖТ1А', ar: 'الفريق 1 أقل' },
  19: { ru: 'ИТ2Б', en: 'TT2 O', kk: 'ЖТ2К', ar: 'الفريق 2 أكثر' },
  20: { ru: 'ИТ2М', en: 'TT2 U', kk: 'ЖТ2А', ar: 'الفريق 2 أقل' },
  21: { ru: 'Игрок', en: 'Player', kk: 'Ойыншы', ar: 'لاعب' },
  27: { ru: 'АФ1', en: 'AH1', kk: 'АФ1', ar: 'هانديكاب آسيوي 1' },
  28: { ru: 'АФ2', en: 'AH2', kk: 'АФ2', ar: 'هانديكاب آسيوي 2' },
  29: { ru: 'АТБ', en: 'AO', kk: 'АТК', ar: 'آسيوي أكثر' },
  30: { ru: 'АТМ', en: 'AU', kk: 'АТА', ar: 'آسيوي أقل' },
  31: { ru: 'ТБ', en: 'O', kk: 'ТК', ar: 'أكثر' },
  32: { ru: 'ТМ', en: 'U', kk: 'ТА', ar: 'أقل' },
  33: handicap1,
  34: handicap2,
  60: { ru: 'П1 нокаутом', en: 'W1 by KO/TKO', kk: 'Ж1 нокаутпен', ar: 'فوز 1 بالضربة القاضية' },
  61: { ru: 'П1 болевым или удушающим', en: 'W1 by submission', kk: 'Ж1 ауыртпалық әдіспен', ar: 'فوز 1 بالإخضاع' },
  62: { ru: 'П1 решением судей', en: 'W1 by decision', kk: 'Ж1 төрешілер шешімімен', ar: 'فوز 1 بقرار الحكام' },
  63: { ru: 'П2 нокаутом', en: 'W2 by KO/TKO', kk: 'Ж2 нокаутпен', ar: 'فوز 2 بالضربة القاضية' },
  64: { ru: 'П2 болевым или удушающим', en: 'W2 by submission', kk: 'Ж2 ауыртпалық әдіспен', ar: 'فوز 2 بالإخضاع' },
  65: { ru: 'П2 решением судей', en: 'W2 by decision', kk: 'Ж2 төрешілер шешімімен', ar: 'فوز 2 بقرار الحكام' },
  66: { ru: 'Да', en: 'Yes', kk: 'Иә', ar: 'نعم' },
  67: { ru: 'Нет', en: 'No', kk: 'Жоқ', ar: 'لا' },
  68: over,
  69: under,
};
