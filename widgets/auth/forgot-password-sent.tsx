import type { ForgotAnswer } from '@schaufenster/shared/api';
import { TEXTS } from './texts';

/** After a reset link was requested: where it went, and the hints (spam, newest mail, the service by phone or email). */
export function ForgotPasswordSent({ answer }: { answer: ForgotAnswer }) {
  const { email, service } = answer;
  return (
    <div role="status">
      <p>
        {TEXTS.forgot.sentTo} <strong>{email}</strong>
      </p>
      <p>{TEXTS.forgot.hintsLabel}</p>
      <ul className="hints">
        <li>{TEXTS.forgot.spamHint}</li>
        <li>{TEXTS.forgot.newestHint}</li>
        <li>
          {service.isServicePhoneAvailable ? (
            <>
              {TEXTS.forgot.phoneHint(service.serviceHotlineStart, service.serviceHotlineEnd)}
              <a href={`tel:${service.servicePhoneNumberPlain}`}>{service.servicePhoneNumber}</a>
            </>
          ) : (
            <>
              {TEXTS.forgot.emailHint}
              <a href={`mailto:${service.serviceEmailAdress}`}>{service.serviceEmailAdress}</a>
            </>
          )}
          {TEXTS.forgot.hintEnd}
        </li>
      </ul>
    </div>
  );
}
