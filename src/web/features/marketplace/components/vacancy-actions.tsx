import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { EmployerVacancy } from '../../../../shared/marketplace/vacancy.schemas';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { errorMessageOf } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDuplicateVacancy } from '../api/duplicate-vacancy';
import { useMoveVacancy } from '../api/move-vacancy';
import {
  closedReasonLabels,
  vacancyActionLabels,
  vacancyActions,
  vacancyEditPath,
} from '../model/vacancy-display';
import { CloseVacancyDialog } from './close-vacancy-dialog';

const movedTexts = { open: 'opened', paused: 'paused', closed: 'closed' } as const;

/** The moves the vacancy's status allows; each button names the vacancy for screen readers. */
export function VacancyActions({ vacancy }: { vacancy: Pick<EmployerVacancy, 'id' | 'title' | 'status'> }) {
  const navigate = useNavigate();
  const move = useMoveVacancy();
  const duplicate = useDuplicateVacancy();
  const [closing, setClosing] = useState(false);
  const busy = move.isPending || duplicate.isPending;
  const named = (label: string) => `${label} ${vacancy.title}`;

  const moveTo = (status: 'open' | 'paused' | 'closed', reason?: 'filled' | 'withdrawn') =>
    move.mutate(
      { id: vacancy.id, status, ...(reason ? { reason } : {}) },
      {
        onSuccess: (saved) => {
          setClosing(false);
          const why = saved.closedReason ? ` (${closedReasonLabels[saved.closedReason].toLowerCase()})` : '';
          notify.success(`Vacancy ${movedTexts[status]}${why}`);
        },
        onError: (error) => {
          setClosing(false);
          notify.error(errorMessageOf(error));
        },
      },
    );

  const copy = () =>
    duplicate.mutate(vacancy.id, {
      onSuccess: (saved) => {
        notify.success('Vacancy duplicated as a draft');
        void navigate(vacancyEditPath(saved.id));
      },
      onError: (error) => notify.error(errorMessageOf(error)),
    });

  return (
    <div className="flex flex-wrap gap-2">
      {vacancyActions(vacancy.status).map((action) => {
        const label = vacancyActionLabels[action];
        if (action === 'edit')
          return (
            <LinkButton
              key={action}
              to={vacancyEditPath(vacancy.id)}
              variant="secondary"
              aria-label={named(label)}
            >
              {label}
            </LinkButton>
          );
        const onClick = {
          open: () => moveTo('open'),
          reopen: () => moveTo('open'),
          pause: () => moveTo('paused'),
          close: () => setClosing(true),
          duplicate: copy,
        }[action];
        return (
          <Button
            key={action}
            variant={action === 'close' ? 'destructive' : 'secondary'}
            onClick={onClick}
            disabled={busy}
            aria-label={named(label)}
          >
            {label}
          </Button>
        );
      })}
      {closing ? (
        <CloseVacancyDialog
          title={vacancy.title}
          busy={move.isPending}
          onConfirm={(reason) => moveTo('closed', reason)}
          onCancel={() => setClosing(false)}
        />
      ) : null}
    </div>
  );
}
