import { useState } from 'react';
import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { requestToast, serverMessage, useLoad } from 'shared-events';
import { statusOf } from '../../../shared/auth/api/errors';
import { FORM_ERROR, ParkForm, SubmitError } from '../../../shared/forms/components/park-form';
import { SubmitButton } from '../../../shared/forms/components/submit-button';
import { TOAST_MS } from '../../../shared/forms/model/messages';
import { sendCompanyDocuments } from '../api/company-documents-api';
import { parkContactLoad } from '../api/park-contact-api';
import { documentsRefusal } from '../model/company-documents';
import { documentsFailure, documentsLinkFromQuery, documentsLinkTexts as T } from '../model/documents-link';
import { LoginMode, modePath } from '../model/login-modes';
import { CompanyDocumentsField } from './company-documents-field';

type Outcome = 'form' | 'sent' | 'badLink' | 'notPending';

function CompanySignInButton() {
  return (
    <Button component={Link} to={modePath(LoginMode.CompanySignIn)} variant="outlined" data-testid="go-company-sign-in">
      Aller à la connexion entreprise
    </Button>
  );
}

/** An expired or forged link: what to do, with the park's phone when the API tells it. */
function BadLink() {
  const contact = useLoad(parkContactLoad);
  const phone = contact.status === 'success' ? contact.data.phone : null;
  return (
    <Alert severity="error" data-testid="documents-bad-link">
      <strong>{T.badLink}</strong> {T.badLinkHelp}
      {phone && (
        <>
          {' '}
          Téléphone : <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>.
        </>
      )}
    </Alert>
  );
}

/**
 * Mode 5 ('/?mode=5&idClient=…&token=…', the link of the request's acknowledgement e-mail): a pending company sends
 * its documents later, with the registration form's documents field and the same upload route.
 */
export function CompanyDocumentsForm({ params }: { params: URLSearchParams }) {
  const [link] = useState(() => documentsLinkFromQuery(params));
  const [outcome, setOutcome] = useState<Outcome>(link.state === 'usable' ? 'form' : 'badLink');

  if (outcome === 'badLink' || link.state !== 'usable') return <BadLink />;
  if (outcome === 'sent' || outcome === 'notPending')
    return (
      <Stack spacing={2.5}>
        <Alert
          severity={outcome === 'sent' ? 'success' : 'info'}
          data-testid={outcome === 'sent' ? 'documents-sent' : 'documents-not-pending'}
        >
          {outcome === 'sent' ? T.sent : T.notPending}
        </Alert>
        <CompanySignInButton />
      </Stack>
    );

  const submit = async (values: { documents?: File[] }) => {
    try {
      await sendCompanyDocuments(link.idClient, link.token, values.documents ?? []);
    } catch (error) {
      const failure = documentsFailure(statusOf(error));
      if (failure !== 'retry') {
        setOutcome(failure);
        return undefined;
      }
      // The API's own words for the files (type, size, number) or a wait; else a lost connection.
      const message = (statusOf(error) > 0 && serverMessage(error)) || T.failed;
      requestToast(message, 'error', TOAST_MS);
      return { [FORM_ERROR]: message };
    }
    requestToast(T.sent, 'success', TOAST_MS);
    setOutcome('sent');
    return undefined;
  };

  return (
    <ParkForm<{ documents?: File[] }>
      testId="company-documents-form"
      validate={(values) => {
        const refusal = values.documents?.length ? documentsRefusal(values.documents) : T.none;
        return refusal ? { documents: refusal } : {};
      }}
      onSubmit={submit}
    >
      {({ submitting, submitError }) => (
        <Stack spacing={2.5}>
          <CompanyDocumentsField />
          <SubmitError error={submitError} />
          <SubmitButton submitting={submitting} testId="company-documents-submit">
            Envoyer mes documents
          </SubmitButton>
        </Stack>
      )}
    </ParkForm>
  );
}
