/** Every kit component once, with working state, for one gallery panel. */
import { useEffect, useId, useState } from 'react';
import { Button, IconButton } from '../../widgets/src/runtime/ui/button';
import { Badge, Chip, ChipRail } from '../../widgets/src/runtime/ui/chip';
import { Checkbox, RadioGroup, Switch } from '../../widgets/src/runtime/ui/choice';
import { BottomSheet, Dialog } from '../../widgets/src/runtime/ui/dialog';
import { NumberField, TextField } from '../../widgets/src/runtime/ui/field';
import { sportIconName } from '../../widgets/src/runtime/ui/icons/names';
import { OddsButton } from '../../widgets/src/runtime/ui/odds-button';
import { Scoreboard } from '../../widgets/src/runtime/ui/scoreboard';
import { SearchListbox } from '../../widgets/src/runtime/ui/search-listbox';
import { SegmentedControl } from '../../widgets/src/runtime/ui/segmented';
import { Select } from '../../widgets/src/runtime/ui/select';
import { EmptyState, ErrorState, SkeletonList } from '../../widgets/src/runtime/ui/states';
import { TabPanel, Tabs } from '../../widgets/src/runtime/ui/tabs';
import { type ToastItem, Toasts } from '../../widgets/src/runtime/ui/toast';
import { Tooltip } from '../../widgets/src/runtime/ui/tooltip';

const sports = [
  { id: 1, name: 'Football', count: 412 },
  { id: 2, name: 'Ice hockey', count: 96 },
  { id: 3, name: 'Basketball', count: 154 },
  { id: 4, name: 'Tennis', count: 230 },
  { id: 40, name: 'Esports', count: 61 },
];

/** A price that moves every few seconds, to show the arrows and the flash. */
function useMovingPrice(start: number) {
  const [state, setState] = useState({ price: start, move: undefined as 'up' | 'down' | undefined, seq: 0 });
  useEffect(() => {
    const timer = setInterval(() => {
      setState((s) => {
        const up = Math.random() > 0.5;
        return { price: Math.max(1.01, s.price + (up ? 0.05 : -0.05)), move: up ? 'up' : 'down', seq: s.seq + 1 };
      });
    }, 3000);
    return () => clearInterval(timer);
  }, []);
  return state;
}

export function Components({ idBase, lang }: { idBase: string; lang: string }) {
  const [sport, setSport] = useState(1);
  const [tab, setTab] = useState<'main' | 'goals' | 'halves'>('main');
  const [betType, setBetType] = useState<'single' | 'express' | 'system'>('single');
  const [format, setFormat] = useState<string | undefined>('decimal');
  const [email, setEmail] = useState('player@');
  const [stake, setStake] = useState('10');
  const [agree, setAgree] = useState(true);
  const [policy, setPolicy] = useState<'ask' | 'up' | 'any'>('up');
  const [accept, setAccept] = useState(false);
  const [picked, setPicked] = useState<string | null>('x');
  const [dialog, setDialog] = useState(false);
  const [sheet, setSheet] = useState(false);
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const moving = useMovingPrice(1.85);
  const ar = lang === 'ar';
  return (
    <>
      <div className="g-block">
        <h3>Buttons and badges</h3>
        <div className="g-row">
          <Button variant="primary" icon="check">
            {ar ? 'ضع الرهان' : 'Place bet 10.00 ₽'}
          </Button>
          <Button>{ar ? 'إلغاء' : 'Cancel'}</Button>
          <Button variant="ghost">{ar ? 'المزيد' : 'More'}</Button>
          <Button variant="danger">{ar ? 'حذف' : 'Delete'}</Button>
          <Button variant="primary" busy>
            {ar ? 'جارٍ' : 'Placing'}
          </Button>
          <Button size="sm">Small</Button>
          <IconButton icon="star" label={ar ? 'المفضلة' : 'Favourite'} pressed />
          <IconButton icon="search" label={ar ? 'بحث' : 'Search'} />
          <IconButton icon="chevron-right" label={ar ? 'التالي' : 'Next'} variant="secondary" />
        </div>
        <div className="g-row">
          <Badge tone="live">Live</Badge>
          <Badge tone="accent" label={ar ? '3 اختيارات' : '3 picks'}>
            3
          </Badge>
          <Badge>+124</Badge>
          <Badge tone="positive">+12%</Badge>
          <Badge tone="negative">−5%</Badge>
          <Badge tone="warning">!</Badge>
        </div>
      </div>

      <div className="g-block">
        <h3>Chips and tabs</h3>
        <ChipRail label={ar ? 'الرياضات' : 'Sports'}>
          {sports.map((s) => (
            <Chip
              key={s.id}
              icon={sportIconName(s.id)}
              count={s.count}
              selected={sport === s.id}
              onClick={() => setSport(s.id)}
            >
              {s.name}
            </Chip>
          ))}
        </ChipRail>
        <Tabs
          label={ar ? 'الأسواق' : 'Markets'}
          idBase={`${idBase}-markets`}
          items={[
            { id: 'main', label: ar ? 'الرئيسية' : 'Main' },
            { id: 'goals', label: ar ? 'الأهداف' : 'Goals', count: 24 },
            { id: 'halves', label: ar ? 'الأشواط' : 'Halves', count: 18 },
          ]}
          selected={tab}
          onSelect={setTab}
        />
        <TabPanel idBase={`${idBase}-markets`} id={tab}>
          {tab}
        </TabPanel>
        <SegmentedControl
          label={ar ? 'نوع الرهان' : 'Bet type'}
          options={[
            { value: 'single', label: ar ? 'فردي' : 'Single' },
            { value: 'express', label: ar ? 'متعدد' : 'Accumulator' },
            { value: 'system', label: ar ? 'نظام' : 'System' },
          ]}
          value={betType}
          onChange={setBetType}
        />
      </div>

      <div className="g-block">
        <h3>Odds buttons</h3>
        <div className="g-row">
          <OddsButton
            label="1"
            price={moving.price.toFixed(2)}
            move={moving.move}
            moveSeq={moving.seq}
            selected={picked === '1'}
            onClick={() => setPicked(picked === '1' ? null : '1')}
          />
          <OddsButton
            label="X"
            price="3.40"
            selected={picked === 'x'}
            onClick={() => setPicked(picked === 'x' ? null : 'x')}
          />
          <OddsButton label="2" price="4.10" move="down" />
          <OddsButton label="1X" price="1.22" suspended />
          <OddsButton label="O 2.5" price={null} />
        </div>
        <Scoreboard
          home="Manchester United"
          away="Borussia Mönchengladbach"
          sportId={1}
          score={[2, 1]}
          periods={[
            [1, 0],
            [1, 1],
          ]}
          live
          clock="67:12"
          status={ar ? 'الشوط الثاني' : '2nd half'}
        />
      </div>

      <div className="g-block">
        <h3>Forms</h3>
        <Select
          label={ar ? 'صيغة الاحتمالات' : 'Odds format'}
          options={[
            { value: 'decimal', label: ar ? 'عشري' : 'Decimal' },
            { value: 'fractional', label: ar ? 'كسري' : 'Fractional (UK)' },
            { value: 'american', label: ar ? 'أمريكي' : 'American' },
            { value: 'hongkong', label: 'Hong Kong', disabled: true },
            { value: 'malay', label: 'Malay' },
          ]}
          value={format}
          onChange={setFormat}
        />
        <TextField
          label={ar ? 'البريد الإلكتروني' : 'E-mail'}
          type="email"
          value={email}
          onValue={setEmail}
          error={email.includes('.') ? undefined : ar ? 'بريد غير صحيح' : 'Incorrect e-mail'}
        />
        <NumberField
          label={ar ? 'المبلغ' : 'Stake'}
          value={stake}
          onValue={setStake}
          min={1}
          step={1}
          suffix="₽"
          hint={ar ? 'الحد الأدنى 1' : 'Minimum 1'}
        />
        <Checkbox label={ar ? 'أوافق على القواعد' : 'I accept the rules'} checked={agree} onChange={setAgree} />
        <RadioGroup
          legend={ar ? 'عند تغير الاحتمالات' : 'When odds change'}
          options={[
            { value: 'ask', label: ar ? 'اسألني' : 'Ask me' },
            { value: 'up', label: ar ? 'اقبل الارتفاع' : 'Accept higher odds' },
            { value: 'any', label: ar ? 'اقبل أي تغيير' : 'Accept any change' },
          ]}
          value={policy}
          onChange={setPolicy}
        />
        <Switch label={ar ? 'رهان بنقرة واحدة' : 'One-click bet'} checked={accept} onChange={setAccept} />
        <RadioGroup
          legend={ar ? 'نوع الرهان' : 'Bet type (inline)'}
          inline
          options={[
            { value: 'single', label: ar ? 'فردي' : 'Single' },
            { value: 'express', label: ar ? 'متراكم' : 'Express' },
            { value: 'system', label: ar ? 'نظام' : 'System' },
          ]}
          value={betType}
          onChange={setBetType}
        />
        <CountrySearch ar={ar} />
      </div>

      <div className="g-block">
        <h3>Overlays</h3>
        <div className="g-row">
          <Button onClick={() => setDialog(true)}>{ar ? 'افتح الحوار' : 'Open dialog'}</Button>
          <Button onClick={() => setSheet(true)}>{ar ? 'افتح القسيمة' : 'Open bottom sheet'}</Button>
          <Button
            onClick={() =>
              setToasts((t) => [...t, { id: Date.now(), text: ar ? 'تم وضع الرهان' : 'Bet placed', tone: 'positive' }])
            }
          >
            {ar ? 'إشعار' : 'Show toast'}
          </Button>
          <Tooltip text={ar ? 'الحد الأقصى للربح' : 'Highest possible win'}>
            {(describedBy) => (
              <IconButton icon="info" label={ar ? 'معلومات' : 'About'} aria-describedby={describedBy} />
            )}
          </Tooltip>
        </div>
        <Dialog open={dialog} onClose={() => setDialog(false)} title={ar ? 'تأكيد' : 'Confirm'}>
          <p>{ar ? 'هل تريد المتابعة؟' : 'Accept the new odds?'}</p>
          <Button variant="primary" onClick={() => setDialog(false)}>
            {ar ? 'قبول' : 'Accept changes'}
          </Button>
        </Dialog>
        <BottomSheet
          open={sheet}
          onClose={() => setSheet(false)}
          title={ar ? 'القسيمة' : 'Bet slip'}
          initialFocus="input"
        >
          <NumberField label={ar ? 'المبلغ' : 'Stake'} value={stake} onValue={setStake} min={1} />
        </BottomSheet>
        <Toasts toasts={toasts} onDismiss={(id) => setToasts((t) => t.filter((x) => x.id !== id))} />
      </div>

      <div className="g-block">
        <h3>States</h3>
        <SkeletonList rows={2} height={36} />
        <EmptyState text={ar ? 'اختر نتيجة لإضافتها' : 'Pick an outcome to add it.'} icon="slip" />
        <ErrorState text={ar ? 'تعذر تحميل المباريات' : 'The games could not load.'} onRetry={() => {}} />
      </div>
    </>
  );
}

const countries = [
  ['kz', 'Kazakhstan', 'كازاخستان', '7'],
  ['ke', 'Kenya', 'كينيا', '254'],
  ['ae', 'United Arab Emirates', 'الإمارات', '971'],
  ['ru', 'Russia', 'روسيا', '7'],
] as const;

/** The search listbox, as the registration's phone-country picker uses it. */
function CountrySearch({ ar }: { ar: boolean }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState('');
  const text = query.trim().toLowerCase().replace(/^\+/, '');
  const options = countries
    .filter(([code, en, arabic, phone]) => [code, en.toLowerCase(), arabic, phone].some((v) => v.startsWith(text)))
    .map(([code, en, arabic, phone]) => ({ value: code, label: `${ar ? arabic : en} (+${phone})` }));
  return (
    <div>
      <SearchListbox
        id={`${id}-country`}
        label={ar ? 'البلد أو الرمز' : 'Country or code'}
        query={query}
        onQuery={setQuery}
        options={options}
        onPick={setPicked}
        empty={ar ? 'لا شيء' : 'Nothing found'}
      />
      <p>{picked ? `${ar ? 'المختار' : 'Picked'}: ${picked}` : null}</p>
    </div>
  );
}
