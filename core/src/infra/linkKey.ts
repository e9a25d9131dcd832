import { Resource } from './resources';

/** The secret every e-mailed link is sealed or derived under (`LinkKey`; ADR 0051, 0059, 0119). */
export const linkSecret = () => Buffer.from(Resource.LinkKey.value, 'base64');
