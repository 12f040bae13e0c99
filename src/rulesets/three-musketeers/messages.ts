import type { Gender } from '../../engine/grammar/cases.ts';
import { t, type Text } from '../../engine/text.ts';

/** Codes of the standard host messages of «Три мушкетера» (RULES-NOTES §A.10). */
export type TmMessageCode = 'M1' | 'M2' | 'M3' | 'M4' | 'M5' | 'M6' | 'M7' | 'M8' | 'M9' | 'M10' | 'M11' | 'M12' | 'M13' | 'FAIL';

/** The standard host messages verbatim (L141-193), with an English gist; FAIL is the C-103 `dedicated` text. */
export const TM_MESSAGES: Readonly<Record<TmMessageCode, Text>> = {
  M1: t(
    'Рассветные лучи залили светом лагерь. Вы проснулись с чувством выполненного долга.',
    'Dawn lit the camp. You woke with a sense of duty done.',
  ),
  M2: t(
    'Рассветные лучи залили светом лагерь. Вы проснулись и были довольны, хоть и помнили, что вырвали кого-то с постели',
    'Dawn lit the camp. You woke pleased, though you remember dragging someone out of bed.',
  ),
  M3: t(
    'Утро было мрачное, Вы плохо помнили события ночи, но были здорово раздосадованы, Вам явно кто-то помешал сделать задуманное.',
    'A gloomy morning; you barely remember the night, but you are annoyed: someone clearly stopped you doing what you planned.',
  ),
  M4: t(
    'Вы хотели выспаться, но не удалось, Вас вытащили посреди ночи.',
    'You wanted to sleep, but you were dragged out in the middle of the night.',
  ),
  M5: t(
    'Начался новый прекрасный день, Вы всю ночь спали сладким сном беззаботного младенца.',
    'A new beautiful day; you slept all night like a carefree baby.',
  ),
  M6: t(
    'Странное утро, Вы точно помнили, что собирались спокойно отдохнуть, но Вы были уставшим, в сознании промелькнули обрывки ' +
      'воспоминаний, нежный, но настойчивый голос, завораживающее раскачивание перед глазами кулона.',
    'A strange morning: you meant to rest, yet you are tired; fragments of memory flash by: a gentle but insistent voice, a pendant ' +
      'swaying before your eyes.',
  ),
  M7: t(
    'Голос во сне становился все громче и громче, Вы открыли глаза перед Вами стоял гвардеец, Вы ничего не понимали. Гвардеец ' +
      'выпрямился и начал рассказ...',
    'The voice in your dream grew louder; you opened your eyes and a guardsman stood before you. He drew himself up and began his story...',
  ),
  M8: t(
    'Вас кто-то дергал за рукав, Вы обернулись, перед Вами стоял чумазый мальчишка, появление которого Вы никак не ожидали, робким ' +
      'голоском он начал повествование…',
    'Someone tugged your sleeve; you turned and saw a grubby boy you never expected, who began his account in a timid voice…',
  ),
  M9: t(
    'Вы проснулись с досадой, хотели что-то сделать, правда, не помнили чего, но что-то Вам помешало.',
    'You woke annoyed: you meant to do something, you do not remember what, but something stopped you.',
  ),
  M10: t(
    'Вы уже собрались по делам, как вдруг начался переполох. Вы побежали на шум. Видели голубые накидки с крестами во тьме, там был ' +
      'бой. Еще Вас поразил вид залитой кровью молодой красивой женщины. Но схватка быстро утихла, и Вы пошли спать, больше ничего о ' +
      'той ночи Вы не помнили.',
    'You were about to go about your business when a commotion began. You ran to the noise and saw blue cloaks with crosses in the ' +
      'dark: a fight. A beautiful young woman covered in blood struck you. The fight soon died down and you went to bed; you remember ' +
      'nothing more of that night.',
  ),
  M11: t(
    'Вы не могли проснуться, жуткая головная боль, невнятная речь, Вы были полуживым.',
    'You could not wake up: a terrible headache, slurred speech; you were half alive.',
  ),
  M12: t(
    'Птички пели, цветы благоухали, солнышко весело светило, мир был прекрасен. Печально, что Вы уже не можете больше всем этим ' +
      'наслаждаться, ночью Вы умерли.',
    'Birds sang, flowers smelled sweet, the sun shone, the world was beautiful. Sadly you can no longer enjoy it: you died in the night.',
  ),
  M13: t(
    'Вам прочитали проповедь, она поразила Вас в самое сердце. Всю следующую ночь Вы будете думать о ней.',
    'You were read a sermon that struck you to the heart. All next night you will think about it.',
  ),
  FAIL: t('Ваш ход не удался.', 'Your move did not succeed.'),
};

/** The rulebook's masculine words in M6 and M11 and their feminine forms for a woman's PM. */
const FEMININE: Partial<Record<TmMessageCode, readonly [string, string]>> = {
  M6: ['Вы были уставшим', 'Вы были уставшей'],
  M11: ['Вы были полуживым', 'Вы были полуживой'],
};

/** A standard message as its recipient reads it: the rulebook's wording, adjectives in her gender. */
export function tmMessage(code: TmMessageCode, gender: Gender): Text {
  const text = TM_MESSAGES[code];
  const f = FEMININE[code];
  if (gender !== 'f' || !f) return text;
  // worded once per code, then shared (a message is never written to)
  let worded = WORDED_F.get(code);
  if (worded === undefined) WORDED_F.set(code, (worded = t(text.ru.replace(f[0], f[1]), text.en)));
  return worded;
}

/** The messages a woman reads, by code, as first worded. */
const WORDED_F = new Map<TmMessageCode, Text>();
