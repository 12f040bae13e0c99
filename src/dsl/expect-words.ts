/**
 * What the editor says over an expectation kind (`expect dies …`, `expect change …`) and over the
 * kind of change in `expect change A knocked`: plain data in both languages, for hover and completion.
 */
import type { ExpectationKind } from '../engine/scenario.ts';
import { t, type Text } from '../engine/text.ts';
import type { ChangeKind } from '../engine/timeline.ts';
import { CHANGE_KINDS, lookup } from './keywords.ts';

const KIND: Readonly<Record<ExpectationKind, Text>> = {
  dies: t(
    '**умирает** — игрок погиб этой ночью (в начале файла — в какую-то ночь).',
    '**dies** — the player died that night (at top level: in some night).',
  ),
  survives: t('**выживает** — игрок не погиб этой ночью.', '**survives** — the player did not die that night.'),
  jailed: t('**посажен** — игрока посадили в этот день.', '**jailed** — the player was jailed that day.'),
  nobodyJailed: t('**никто не посажен** — в этот день никого не посадили.', '**nobody jailed** — nobody was jailed that day.'),
  knocked: t('**вырублен** — игрок без сознания после этой ночи.', '**knocked** — the player was knocked out that night.'),
  restored: t('**восстановлен** — Аббатиса вернула игрока этой ночью.', '**restored** — the Abbess restored the player that night.'),
  order: t('**порядок** — итоговый порядок ходов: `порядок A, B, …`.', '**order** — the final move order: `order A, B, …`.'),
  message: t(
    '**сообщение** — игрок получил сообщение ведущего: код (`M12`) или слова в кавычках.',
    "**message** — the player got the host's message: a code (`M12`) or quoted words.",
  ),
  report: t('**доклад** — в докладе игроку есть эти слова.', "**report** — the player's report contains the words."),
  public: t(
    '**пост** — публичный пост содержит эти слова (вечером — список голосовавших).',
    '**public** — the public post contains the words (in an evening: the voters list).',
  ),
  diagnostic: t(
    '**диагностика** — на строке этого блока есть замечание с этим кодом.',
    '**diagnostic** — a line of this block has a diagnostic with this code.',
  ),
  winner: t(
    '**победитель** — кто победил к концу этой фазы (`никто` — пока никто).',
    '**winner** — the side that had won by the end of this phase (`none`: nobody yet).',
  ),
  change: t(
    '**изменение** — шаг этой фазы записал изменение хода игрока: `изменение ИГРОК [ВИД]` (заблокировано, вырублено…). ' +
      'Без игрока — чей угодно ход, без вида — любое изменение.',
    "**change** — a step of this phase recorded a change to the player's move: `change PLAYER [KIND]` (blocked, knocked…). " +
      "Without a player: anyone's move; without a kind: any change.",
  ),
  why: t(
    '**почему** — в «почему» шага игрока (итог, причины с пунктами, изменения) есть эти слова: `почему ИГРОК "текст"`.',
    '**why** — the "why" of the player\'s step (summary, causes with clauses, changes) contains the words: `why PLAYER "text"`.',
  ),
};

const CHANGE: Readonly<Record<ChangeKind, Text>> = {
  swapped: t(
    '**переставлено** — чары Миледи поменяли ход местами с ходом партнёра.',
    "**swapped** — Milady's charm swapped the move with her partner's.",
  ),
  multiplied: t('**размножено** — чары Миледи повторили ход партнёра.', "**multiplied** — Milady's charm repeated the partner's move."),
  redirected: t(
    '**перенаправлено** — ход или голос ушёл на другую цель (зеркало, Констанция днём).',
    '**redirected** — the move or vote went to another target (a mirror; Constance by day).',
  ),
  blocked: t(
    '**заблокировано** — ход остановлен (трактир, проповедь, жрица…).',
    '**blocked** — the move was stopped (tavern, sermon, the Priestess…).',
  ),
  cancelled: t(
    '**отменено** — ход или голос отменён (бомба Констанции, Рошфор; в ЛК — выстрел в Дитя).',
    "**cancelled** — the move or vote was cancelled (Constance's bomb, Rochefort; in LK a shot at the Child).",
  ),
  trapped: t('**в ловушке** — выстрел попал в ловушку Портоса.', "**trapped** — the shot fell into Porthos's trap."),
  protected: t(
    '**защищено** — выстрел не убил: амулет, охрана, лечение, гость жрицы.',
    "**protected** — the shot did not kill: an amulet, a guard, a heal, the Priestess's guest.",
  ),
  knocked: t(
    '**вырублено** — удар палача забрал ход, который был ещё впереди.',
    "**knocked** — the executioner's blow took a move still to come.",
  ),
  reordered: t(
    '**переупорядочено** — ход сдвинут в очереди (перестановка мафии, Миледи).',
    "**reordered** — the turn moved in the order (the mafia's swap, Milady).",
  ),
};

/** An expectation kind explained, by canonical id. */
export function expectKindHover(id: string): Text | null {
  return KIND[id as ExpectationKind] ?? null;
}

/** A kind of change as written (`вырублено`, `knocked out`) explained, or null. */
export function changeKindHover(word: string): Text | null {
  const id = lookup(CHANGE_KINDS, word);
  return id ? CHANGE[id] : null;
}

/** The one-line meaning of a change kind, for completion details. */
export function changeKindDetail(id: ChangeKind, lang: 'ru' | 'en'): string {
  return CHANGE[id][lang].replace(/^\*\*[^*]+\*\* — /, '');
}
