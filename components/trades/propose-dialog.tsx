'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { GradeBadge } from '@/components/items/item-labels';
import { ItemNameSearch } from '@/components/items/item-name-search';
import { FairPriceHint } from '@/components/prices/fair-price-hint';
import { Button } from '@/components/ui/button';
import { useClearErrorOnChange } from '@/components/ui/form-errors';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { SegmentedRadios } from '@/components/ui/segmented-radios';
import { Stepper } from '@/components/ui/stepper';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api/error-message';
import { itemDetailOptions } from '@/lib/api/items';
import { ApiError } from '@/lib/api/request';
import {
  TRADE_LINE_COUNT_MAX,
  TRADE_GEMS_MAX,
  TRADE_LINES_MAX,
  TRADE_MESSAGE_MAX,
  tradeGuardOptions,
  useProposeTradeMutation,
  useTradeViewerId,
  type ProposeTradeBody,
  type TradeGuardDto,
  type TradeSide,
  type TradeSource,
} from '@/lib/api/trades';
import { useUiStore } from '@/stores/ui-store';
import { RareWarning } from './rare-warning';
import { TradesMessages } from './trades-messages';
import styles from './propose-dialog.module.scss';

/** An item as the opener knows it; the name and picture are looked up when only the id is known. */
export type TradeItemLike = { id: number; name?: string | null; image?: string | null; item_rating?: string | null };
export type TradeCounterpart = { uuid: string; name: string | null };
/** A line the dialog opens with: `side` gives the item (proposer = the member proposing); `price` per piece in gems when the offer names one. */
export type ProposePrefill = { item: TradeItemLike; side: TradeSide; count?: number; price?: number | null };

// Priced lines all given by one side open the dialog with their gems, paid by the other side.
function prefillGems(prefill: ProposePrefill[]): { gems: string; gems_from: TradeSide | '' } {
  const priced = prefill.filter((p) => typeof p.price === 'number' && p.price > 0);
  const givers = new Set(priced.map((p) => p.side));
  if (priced.length === 0 || givers.size !== 1) return { gems: '0', gems_from: '' };
  const gems = priced.reduce((sum, p) => sum + (p.price ?? 0) * (p.count ?? 1), 0);
  return { gems: String(Math.min(gems, TRADE_GEMS_MAX)), gems_from: priced[0]!.side === 'proposer' ? 'recipient' : 'proposer' };
}

export type ProposeDialogProps = {
  open: boolean;
  onClose: () => void;
  counterpart: TradeCounterpart;
  prefill?: ProposePrefill[];
  source?: TradeSource;
  sourcePostId?: number;
};

type LineValue = { item: TradeItemLike; count: string; from_side: TradeSide };
type Values = { lines: LineValue[]; gems: string; gems_from: TradeSide | ''; message: string; acknowledged: boolean };
type ErrorCode =
  'linesRequired' | 'linesMax' | 'countRange' | 'gemsRange' | 'gemsFromRequired' | 'messageTooLong' | 'acknowledgeRequired' | 'failed';

const SIDES: readonly TradeSide[] = ['proposer', 'recipient'];
const WHOLE = /^\d+$/;

const toInt = (text: string) => (WHOLE.test(text.trim()) ? Number(text.trim()) : NaN);

/** The contract's rules for a proposal, checked before sending; the messages are keys under trades.propose.errors. */
export function checkProposal(
  values: Values,
  rareWarning: boolean,
): { body?: Omit<ProposeTradeBody, 'recipient_uuid'>; errors: FieldErrors<Values> } {
  const errors: Record<string, unknown> = {};
  const fail = (message: ErrorCode) => ({ type: 'validate', message });
  const lineErrors: Record<number, { count: ReturnType<typeof fail> }> = {};
  values.lines.forEach((line, i) => {
    const count = toInt(line.count);
    if (!(count >= 1 && count <= TRADE_LINE_COUNT_MAX)) lineErrors[i] = { count: fail('countRange') };
  });
  if (values.lines.length === 0) errors.lines = { root: fail('linesRequired') };
  else if (values.lines.length > TRADE_LINES_MAX) errors.lines = { root: fail('linesMax') };
  else if (Object.keys(lineErrors).length) errors.lines = lineErrors;
  const gems = values.gems.trim() === '' ? 0 : toInt(values.gems);
  if (!(gems >= 0 && gems <= TRADE_GEMS_MAX)) errors.gems = fail('gemsRange');
  else if (gems > 0 && !values.gems_from) errors.gems_from = fail('gemsFromRequired');
  if (values.message.trim().length > TRADE_MESSAGE_MAX) errors.message = fail('messageTooLong');
  if (rareWarning && !values.acknowledged) errors.acknowledged = fail('acknowledgeRequired');
  if (Object.keys(errors).length) return { errors: errors as FieldErrors<Values> };
  const message = values.message.trim();
  return {
    errors: {},
    body: {
      lines: values.lines.map((l) => ({ item_id: l.item.id, count: toInt(l.count), from_side: l.from_side })),
      gems,
      gems_from: gems > 0 && values.gems_from ? values.gems_from : null,
      ...(message ? { message } : {}),
    },
  };
}

// The warning's acknowledgement depends on the guard's answer: the submit handler checks it.
const resolver: Resolver<Values> = async (values) => {
  const { errors } = checkProposal(values, false);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};

function limitReached(guard: TradeGuardDto | undefined): boolean {
  return Boolean(guard && guard.max_open_proposals !== null && guard.open_proposals >= guard.max_open_proposals);
}

/** The propose dialog with the `trades` texts it needs wherever it opens. */
export function ProposeDialog(props: ProposeDialogProps) {
  return (
    <TradesMessages>
      <ProposeForm {...props} />
    </TradesMessages>
  );
}

/**
 * A trade proposal to `counterpart`: items with counts on either side, gems and who pays them, a
 * message. It shows the member's limits (new traders, the freeze after a rename) and, for SSS/SS
 * items with a member without a completed trade, a warning that must be acknowledged before sending.
 */
export function ProposeForm({ open, onClose, counterpart, prefill = [], source, sourcePostId }: ProposeDialogProps) {
  const t = useTranslations('trades.propose');
  const tTrades = useTranslations('trades');
  const format = useFormatter();
  const router = useRouter();
  const errorMessage = useApiErrorMessage();
  const viewerId = useTradeViewerId();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const name = counterpart.name ?? tTrades('unknownUser');

  const defaultValues: Values = {
    lines: prefill.map((p) => ({ item: p.item, count: String(p.count ?? 1), from_side: p.side })),
    ...prefillGems(prefill),
    message: '',
    acknowledged: false,
  };
  const form = useForm<Values>({ defaultValues, resolver, reValidateMode: 'onSubmit' });
  const { control, register, handleSubmit, formState, setError } = form;
  useClearErrorOnChange(form);
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const gemsText = useWatch({ control, name: 'gems' });
  const gemsFrom = useWatch({ control, name: 'gems_from' });

  const itemIds = (watched ?? []).map((l) => l.item.id);
  const guard = useQuery({ ...tradeGuardOptions(viewerId, counterpart.uuid, itemIds), enabled: open && viewerId !== null });
  const rareWarning = guard.data?.rare_warning ?? false;
  // The guard names a freeze only while it lasts.
  const frozen = guard.data?.frozen_until ?? null;
  const full = limitReached(guard.data);

  const propose = useProposeTradeMutation({
    onSuccess: (trade) => {
      useUiStore.getState().showToast(t('sent'));
      onClose();
      router.push(`/market/trades/${trade.id}`);
    },
    onError: (error) => {
      let placed = false;
      for (const [path, codes] of Object.entries(error instanceof ApiError ? (error.errors ?? {}) : {})) {
        const head = path.split('.')[0];
        if (head === 'gems' || head === 'gems_from' || head === 'message') {
          setError(head, { type: 'server', message: codes[0] });
          placed = true;
        }
      }
      if (!placed) setFormError(errorMessage(error, 'trades.propose.errors.failed', { serverMessage: true, refusals: 'trades.refusals.' }));
    },
  });

  const addItem = (item: TradeItemLike, side: TradeSide) => {
    const index = (watched ?? []).findIndex((l) => l.item.id === item.id && l.from_side === side);
    if (index >= 0) {
      const current = toInt(watched[index]?.count ?? '1');
      form.setValue(`lines.${index}.count`, String(Math.min(TRADE_LINE_COUNT_MAX, (Number.isNaN(current) ? 0 : current) + 1)));
      return;
    }
    lines.append({ item, count: '1', from_side: side });
  };

  const submit = handleSubmit((values) => {
    setFormError(null);
    const { body, errors } = checkProposal(values, rareWarning);
    if (!body) {
      if (errors.acknowledged) setError('acknowledged', { type: 'validate', message: 'acknowledgeRequired' }, { shouldFocus: true });
      return;
    }
    propose.mutate({
      recipient_uuid: counterpart.uuid,
      ...body,
      ...(source ? { source } : {}),
      ...(sourcePostId ? { source_post_id: sourcePostId } : {}),
    });
  });

  const errorText = (code: string | undefined) => {
    if (!code) return undefined;
    const values = {
      max:
        code === 'linesMax'
          ? TRADE_LINES_MAX
          : code === 'gemsRange'
            ? TRADE_GEMS_MAX
            : code === 'messageTooLong'
              ? TRADE_MESSAGE_MAX
              : TRADE_LINE_COUNT_MAX,
    };
    return t.has(`errors.${code}`) ? t(`errors.${code}`, values) : t('errors.failed');
  };

  // One item kind against gems from the other side: the gems are that item's price.
  const gems = toInt(gemsText || '0');
  const single = (watched ?? []).length === 1 ? watched[0] : undefined;
  const priced = single && gemsFrom && gemsFrom !== single.from_side ? single : undefined;
  const pricedCount = priced ? toInt(priced.count) : NaN;
  const unitPrice = priced && gems > 0 && pricedCount > 0 ? Math.round(gems / pricedCount) : null;

  const sideLabel = (side: TradeSide) => (side === 'proposer' ? t('myGive') : t('theyGive', { name }));
  const linesError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!propose.isPending) onClose();
      }}
      title={t('title')}
      closeOnBackdrop={!propose.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={propose.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={propose.isPending} disabled={Boolean(frozen) || full}>
            {propose.isPending ? t('submitting') : t('submit')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={t('title')}>
        <p className={styles.with}>
          <span className={styles.label}>{t('with')}</span> <strong>{name}</strong>
          {guard.data && <span className={styles.history}>{t('counterpartHistory', { count: guard.data.counterpart.completed })}</span>}
        </p>

        {guard.isPending && viewerId !== null ? (
          <p className={styles.info} role="status">
            {t('guardLoading')}
          </p>
        ) : null}
        {frozen && (
          <p className={styles.blocked} role="alert">
            {t('frozen', { date: format.dateTime(new Date(frozen), { dateStyle: 'medium', timeStyle: 'short' }) })}
          </p>
        )}
        {guard.data && full && (
          <p className={styles.blocked} role="alert">
            {t('limitReached', { max: guard.data.max_open_proposals ?? 0 })}
          </p>
        )}
        {guard.data && !full && guard.data.new_trader && guard.data.max_open_proposals !== null && (
          <p className={styles.info} role="status">
            {t('newTrader', { max: guard.data.max_open_proposals, open: guard.data.open_proposals })}
          </p>
        )}

        {SIDES.map((side) => {
          const pays = gems > 0 && gemsFrom === side;
          return (
            <fieldset key={side} className={styles.side} data-side={side}>
              <legend className={styles.legend}>{sideLabel(side)}</legend>
              {lines.fields.some((f) => f.from_side === side) || pays ? (
                <ul className={styles.lines}>
                  {lines.fields.map((field, index) => {
                    if (field.from_side !== side) return null;
                    const itemName = field.item.name ?? `#${field.item.id}`;
                    const countError = formState.errors.lines?.[index]?.count;
                    return (
                      <li key={field.id} className={styles.line}>
                        <LineItem item={field.item} />
                        <Controller
                          control={control}
                          name={`lines.${index}.count`}
                          render={({ field: count }) => (
                            <Stepper
                              ref={count.ref}
                              value={count.value}
                              onChange={count.onChange}
                              onBlur={count.onBlur}
                              label={t('countLabel', { name: itemName })}
                              min={1}
                              max={TRADE_LINE_COUNT_MAX}
                              invalid={Boolean(countError)}
                            />
                          )}
                        />
                        <button
                          type="button"
                          className={styles.remove}
                          aria-label={t('removeLine', { name: itemName })}
                          onClick={() => lines.remove(index)}
                        >
                          <svg width="12" height="12" viewBox="0 0 8 8" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
                            <path fill="currentColor" d="M0 0h2v1h1v1h2V1h1V0h2v2H7v1H6v2h1v1h1v2H6V7H5V6H3v1H2v1H0V6h1V5h1V3H1V2H0z" />
                          </svg>
                        </button>
                        {countError && (
                          <p className={styles.lineError} role="alert">
                            {errorText(countError.message)}
                          </p>
                        )}
                      </li>
                    );
                  })}
                  {pays && (
                    <li className={styles.line} data-gems>
                      <span className={styles.item}>
                        <svg className={styles.gem} viewBox="0 0 8 8" shapeRendering="crispEdges" aria-hidden="true" focusable="false">
                          <path fill="#2f7fc0" d="M2 1h4v1h1v1h1v1H7v1H6v1H5v1H3V6H2V5H1V4H0V3h1V2h1z" />
                          <path fill="#8fe0ff" d="M2 2h2v1H2zM1 3h2v1H1z" />
                        </svg>
                        <span className={styles.itemName}>{tTrades('gems', { gems })}</span>
                      </span>
                    </li>
                  )}
                </ul>
              ) : (
                <p className={styles.empty}>{t('noLines')}</p>
              )}
              <ItemNameSearch
                label={t('searchLabel', { side: sideLabel(side) })}
                placeholder={t('searchPlaceholder')}
                onSelect={(item) => addItem({ id: item.id, name: item.name, image: item.image, item_rating: item.item_rating }, side)}
              />
            </fieldset>
          );
        })}
        {linesError && (
          <p className={styles.error} role="alert">
            {errorText(linesError)}
          </p>
        )}

        <div className={styles.gemsRow}>
          <Input
            {...register('gems')}
            id={`${id}-gems`}
            label={t('gemsLabel')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            hint={t('gemsHint')}
            error={errorText(formState.errors.gems?.message)}
            wrapperClassName={styles.gems}
          />
          <Controller
            control={control}
            name="gems_from"
            render={({ field }) => (
              <SegmentedRadios<TradeSide>
                legend={t('gemsFrom')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                options={[
                  { value: 'proposer', label: t('gemsFromMe') },
                  { value: 'recipient', label: t('gemsFromThem') },
                ]}
                block
                error={formState.errors.gems_from ? errorText(formState.errors.gems_from.message) : undefined}
              />
            )}
          />
        </div>
        {priced && (
          <div className={styles.price}>
            {unitPrice !== null && <p className={styles.unit}>{t('unitPrice', { price: unitPrice })}</p>}
            <FairPriceHint itemId={priced.item.id} price={unitPrice} />
          </div>
        )}

        <Textarea
          {...register('message')}
          id={`${id}-message`}
          label={t('messageLabel')}
          placeholder={t('messagePlaceholder')}
          maxLength={TRADE_MESSAGE_MAX}
          height={72}
          error={errorText(formState.errors.message?.message)}
        />

        {rareWarning && (
          <RareWarning input={{ ...register('acknowledged'), 'aria-invalid': formState.errors.acknowledged ? true : undefined }}>
            {formState.errors.acknowledged && (
              <p className={styles.error} role="alert">
                {errorText(formState.errors.acknowledged.message)}
              </p>
            )}
          </RareWarning>
        )}

        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
      </form>
    </Modal>
  );
}

/** The item of a line; an item known only by its id is looked up. */
function LineItem({ item }: { item: TradeItemLike }) {
  const readerId = useTradeViewerId();
  const lookup = useQuery({ ...itemDetailOptions({ id: item.id }, readerId), enabled: !item.name });
  const name = item.name ?? lookup.data?.name ?? `#${item.id}`;
  const image = item.image ?? lookup.data?.image;
  const grade = item.item_rating ?? lookup.data?.item_rating;
  return (
    <span className={styles.item}>
      {image ? <img src={image} alt="" width={36} height={36} className={styles.itemImage} /> : <span className={styles.itemImage} />}
      <span className={styles.itemText}>
        <span className={styles.itemName}>{name}</span>
        {grade && <GradeBadge grade={grade} />}
      </span>
    </span>
  );
}
