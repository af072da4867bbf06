import type { ServiceContact } from '@schaufenster/shared/api';

/** The customer-service contact of a forgot-password answer, with a hotline. */
export const SERVICE_CONTACT: ServiceContact = {
  isServicePhoneAvailable: true,
  serviceHotlineStart: '9:00',
  serviceHotlineEnd: '16:00',
  servicePhoneNumber: '030 123 456 78',
  servicePhoneNumberPlain: '03012345678',
  serviceEmailAdress: 'service@schaufenster.example',
};
