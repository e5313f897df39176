import { providerMessage } from './http-sms.transport';

describe('providerMessage', () => {
  it('reads the provider words from JSON or text', () => {
    expect(providerMessage('{"message":"Insufficient balance"}', 402)).toBe('Insufficient balance');
    expect(providerMessage('{"error":{"message":"Bad sender"}}', 400)).toBe('Bad sender');
    expect(providerMessage('Service down', 503)).toBe('Service down');
    expect(providerMessage('', 500)).toBe('SMS provider answered HTTP 500');
  });
});
