import { clientType, toUser, type ClientRow } from './model';

describe('the client as the contract names it', () => {
  it('keeps the three type codes and reads any other stored code as an individual', () => {
    expect([0, 1, 2].map(clientType)).toEqual([0, 1, 2]);
    expect([3, -1, 99].map(clientType)).toEqual([0, 0, 0]);
  });

  it('never answers the password, and says whether there is one', () => {
    const row = { id: 7, type: 5, passwordHash: 'scrypt$x', photoGuid: null } as unknown as ClientRow;
    const user = toUser(row);
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).toMatchObject({ id: 7, type: 0, hasPassword: true, photo: null });
  });
});
