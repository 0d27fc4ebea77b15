import { KeyRound, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitorCode } from '../../../../common/contract/teams';
import { formatDate } from '../../../lib/format';
import { Alert } from '../../../ui/Alert';
import { Badge, type BadgeVariant } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { useRevokeVisitorCode, useTeam, useVisitorCodes } from '../profile.queries';
import { CreateCodeDialog } from './CreateCodeDialog';

const STATUS_VARIANT: Record<VisitorCode['status'], BadgeVariant> = {
  active: 'success',
  expired: 'neutral',
  'used-up': 'neutral',
  revoked: 'neutral',
};

/** For team administrators: members and seats, and the visitor codes they create and revoke. */
export function TeamSection() {
  const { t, i18n } = useTranslation('profile');
  const team = useTeam();
  const codes = useVisitorCodes();
  const revoke = useRevokeVisitorCode();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<VisitorCode | null>(null);

  if (team.isPending || codes.isPending) return <Spinner label={t('common:loading')} />;
  if (team.isError || codes.isError) return <Alert variant="error">{t('team.loadError')}</Alert>;
  const { seats, seatsUsed } = team.data.team;

  const confirmRevoke = async () => {
    if (!revoking) return;
    await revoke.mutateAsync(revoking.id);
    setRevoking(null);
    toast({ title: t('team.revoked'), variant: 'success' });
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Users aria-hidden="true" className="h-5 w-5 text-brand-600" />
            {team.data.team.name} — {t('team.membersTitle')}
          </CardTitle>
          <p className="text-sm font-medium text-slate-700" data-testid="seats">
            {t('team.seats', { used: seatsUsed, seats })}
          </p>
          {seatsUsed >= seats && <Alert variant="warning">{t('team.seatsFull')}</Alert>}
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-100">
            {team.data.members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{member.name ?? member.email}</p>
                  <p className="truncate text-sm text-slate-500">
                    {member.email} · {t('team.joined', { date: formatDate(member.joinedAt, i18n.language) })}
                  </p>
                </div>
                <Badge variant={member.role === 'admin' ? 'brand' : 'neutral'}>
                  {t(`roles.${member.role}`)}
                </Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
          <div className="flex flex-col gap-1.5">
            <CardTitle className="flex items-center gap-2">
              <KeyRound aria-hidden="true" className="h-5 w-5 text-brand-600" />
              {t('team.codesTitle')}
            </CardTitle>
            <p className="max-w-2xl text-sm text-slate-600">{t('team.codesText')}</p>
          </div>
          <Button onClick={() => setCreating(true)} data-testid="new-code">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('team.newCode')}
          </Button>
        </CardHeader>
        <CardContent>
          {codes.data.codes.length === 0 ? (
            <p className="text-sm text-slate-500">{t('team.noCodes')}</p>
          ) : (
            <ul className="flex flex-col gap-3" data-testid="code-list">
              {codes.data.codes.map((code) => (
                <li
                  key={code.id}
                  className="grid gap-2 rounded-xl border border-slate-200 p-4 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
                >
                  <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                    <span className="font-mono font-semibold text-slate-900">••••••{code.hint}</span>
                    <Badge variant={STATUS_VARIANT[code.status]}>{t(`team.statuses.${code.status}`)}</Badge>
                    <span className="text-slate-600">{t(`roles.${code.role}`)}</span>
                    <span className="text-slate-600">{code.email ?? t('team.anyEmail')}</span>
                    <span className="text-slate-600">
                      {t('team.usesCount', { uses: code.uses, max: code.maxUses })}
                    </span>
                    <span className="text-slate-600">
                      {t('team.expires')} {formatDate(code.expiresAt, i18n.language)}
                    </span>
                  </div>
                  {code.status === 'active' && (
                    <Button variant="outline" size="sm" onClick={() => setRevoking(code)}>
                      {t('team.revoke')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <CreateCodeDialog open={creating} onOpenChange={setCreating} />
      <Dialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t('team.revokeConfirmTitle')}
        description={revoking ? t('team.revokeConfirm', { hint: revoking.hint }) : undefined}
        footer={
          <>
            <Button variant="outline" onClick={() => setRevoking(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="danger"
              onClick={confirmRevoke}
              loading={revoke.isPending}
              data-testid="confirm-revoke"
            >
              {t('team.revoke')}
            </Button>
          </>
        }
      />
    </div>
  );
}
