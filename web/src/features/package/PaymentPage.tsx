import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { PackageContents } from '../../components/ui/PackageContents.tsx';
import { PageContainer } from '../../components/ui/PageContainer.tsx';
import { RouterLink } from '../../components/ui/RouterLink.tsx';
import type { PaymentProvider } from '@domain/contract/system.ts';
import { PRICE_DOLLARS } from '@domain/product/package.ts';
import { paths } from '../../config/paths.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useFilingStatus } from '../../lib/filing-status.ts';
import { StageDelivery } from '../../components/filing/StageDelivery.tsx';
import { authState, setUser } from '../../stores/auth.ts';
import { OwnFees } from './OwnFees.tsx';
import { fetchCurrentUser, fetchPaymentProvider, payInDevelopment, startCheckout, trackPurchase } from './api.ts';
import { useMoney } from '../../i18n/use-money.ts';
import { useT } from '../../i18n/use-t.ts';

/** /payment: what the package holds, the price, and Pay Now through the server's payment provider. */
export default function PaymentPage() {
  const [, navigate] = useLocation();
  const { user } = useSnapshot(authState);
  const [provider, setProvider] = useState<PaymentProvider | null>(null);
  const [paying, setPaying] = useState(false);
  const filing = useFilingStatus();
  const t = useT();
  const price = useMoney()(PRICE_DOLLARS);
  // The server refuses a payment when nothing the couple would download now can be filed today.
  const refused = filing !== null && !filing.payable;
  const twoStages = (filing?.stages.length ?? 0) > 1;
  const laterStage = filing?.stages.some((stage) => !stage.fileable) === true;
  const ownForms = filing ? [...new Set(filing.stages.flatMap((stage) => stage.forms.map((form) => form.name)))] : undefined;

  useEffect(() => {
    fetchPaymentProvider().then(setProvider, () => setProvider(null));
  }, []);

  if (user?.hasPaid) return <Redirect to={paths.download} replace />;

  const pay = async () => {
    setPaying(true);
    try {
      const chosen = provider ?? (await fetchPaymentProvider());
      if (chosen === 'stripe') {
        const { url } = await startCheckout();
        // Stripe's own page takes the payment and returns to the download page.
        window.location.assign(url);
        return;
      }
      const paid = await payInDevelopment();
      setUser(paid);
      toast.success(t('screens.payment.success'));
      trackPurchase();
      navigate(paths.download);
    } catch (error) {
      // Paid in another tab meanwhile: the server says so; the download page is the place to be.
      if (error instanceof ApiError && error.status === 409) {
        const current = await fetchCurrentUser().catch(() => null);
        if (current?.hasPaid) {
          setUser(current);
          navigate(paths.download);
          return;
        }
        // Not paid: the server says why (a form USCIS would not accept today).
        toast.error(error.message);
        setPaying(false);
        return;
      }
      toast.error(t('screens.payment.failed'));
      setPaying(false);
    }
  };

  return (
    <PageContainer title={t('screens.payment.title')} maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {t('screens.payment.oneTime', { price })}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>
          {twoStages ? t('screens.payment.twoStages', { price }) : t('screens.payment.oneStage')}
        </Typography>
        {filing && (
          <>
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
              {t('screens.payment.nowAndLater')}
            </Typography>
            <StageDelivery filing={filing} />
            {laterStage && (
              <Typography variant="body2" sx={{ mt: 1.5 }}>
                {t('screens.payment.refundLater', { price })} <RouterLink href={`${paths.terms}#refunds`}>{t('screens.payment.refundRule')}</RouterLink>
              </Typography>
            )}
          </>
        )}
        <Typography component="h3" sx={{ fontWeight: 600, mb: 1, mt: 2.5 }}>
          {t('screens.payment.contains')}
        </Typography>
        <PackageContents forms={ownForms} />
        {filing && (
          <>
            <Typography component="h3" sx={{ fontWeight: 600, mb: 1, mt: 2.5 }}>
              {t('fees.title')}
            </Typography>
            <OwnFees filing={filing} />
          </>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2.5 }}>
          {t('screens.payment.fees')} {t('notice.notAffiliated')}.
        </Typography>
        <Button
          variant="contained"
          size="large"
          fullWidth
          startIcon={<LockIcon />}
          onClick={() => void pay()}
          disabled={paying || refused}
          aria-describedby={refused ? 'pay-why-not' : undefined}
          sx={{ mt: 3, py: 1.5, fontSize: '1.05rem' }}
        >
          {paying ? t('screens.payment.processing') : t('screens.payment.payNow')}
        </Button>
        {refused && (
          <Typography id="pay-why-not" variant="body2" sx={{ mt: 1, textAlign: 'center' }}>
            {t('screens.payment.refused')}
          </Typography>
        )}
        {provider === 'stripe' && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, textAlign: 'center' }}>
            {t('screens.payment.stripe')}
          </Typography>
        )}
      </Paper>
      <Box sx={{ mt: 3 }}>
        <RouterLink href={paths.preview}>{t('screens.payment.back')}</RouterLink>
      </Box>
    </PageContainer>
  );
}
