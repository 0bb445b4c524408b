import { notePostgresSkipped, testDatabases } from '../../test/test-app';
import { registerAndSignIn } from '../users/test-helpers';
import { accountFormMember, familiesSuite, registeredMember } from './test-helpers';

notePostgresSkipped();

const NAME_TAKEN = 'Nom déjà utilisé. Veuillez vérifier les informations saisies.';

describe.each(testDatabases())('families on %s', (kind) => {
  const { ctx, lookups, call, uniqueLabel } = familiesSuite(kind, 'Famille Test');

  type Me = Awaited<ReturnType<typeof registerAndSignIn>>;

  async function createFamily(me: Me, label = uniqueLabel()) {
    const res = await call(me, 'POST', '/api/clientFamily', {
      label,
      member: {
        idClient: me.id,
        idParam: lookups.kin.father,
        responsible: true,
        firstName: 'Camille',
        lastName: 'Martin',
        email: me.email,
        phone: '0612345678',
        birthday: '1985-02-03',
      },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().id as number, label };
  }

  it('creates a family with its first member and lists it under browse', async () => {
    const me = await registerAndSignIn(ctx.app);
    const family = await createFamily(me);
    const res = await call(me, 'GET', `/api/clientFamily/browse?idClient=${me.id}&includeDetail=false`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: family.id,
        label: family.label,
        members: [
          {
            id: expect.any(Number),
            idClient: me.id,
            idClientFamily: family.id,
            firstName: 'Camille',
            lastName: 'Martin',
            idParam: lookups.kin.father,
            email: me.email,
            phone: '0612345678',
            birthday: '1985-02-03',
            responsible: true,
            idCiv: null,
            age: null,
          },
        ],
      },
    ]);
    // Without includeDetail too.
    expect((await call(me, 'GET', `/api/clientFamily/browse?idClient=${me.id}`)).json()).toHaveLength(1);
  });

  it('answers an empty list to a client without family', async () => {
    const me = await registerAndSignIn(ctx.app);
    const res = await call(me, 'GET', `/api/clientFamily/browse?idClient=${me.id}&includeDetail=true`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('tells whether a name is available, whatever its case, and refuses a taken one with 409', async () => {
    const a = await registerAndSignIn(ctx.app);
    const b = await registerAndSignIn(ctx.app);
    const label = uniqueLabel();
    expect((await call(a, 'POST', '/api/clientFamily/nameAvailability', { name: label })).json()).toEqual({
      available: true,
    });
    await createFamily(a, label);
    expect(
      (await call(b, 'POST', '/api/clientFamily/nameAvailability', { name: ` ${label.toUpperCase()} ` })).json(),
    ).toEqual({ available: false });
    const taken = await call(b, 'POST', '/api/clientFamily', {
      label: label.toLowerCase(),
      member: registeredMember(lookups),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(NAME_TAKEN);
    expect((await call(null, 'POST', '/api/clientFamily/nameAvailability', { name: 'x' })).statusCode).toBe(401);
    expect((await call(a, 'POST', '/api/clientFamily/nameAvailability', { name: '   ' })).statusCode).toBe(400);
  });

  it('keeps one family per client (409) and refuses a member naming another client (403)', async () => {
    const me = await registerAndSignIn(ctx.app);
    const other = await registerAndSignIn(ctx.app);
    await createFamily(me);
    const second = await call(me, 'POST', '/api/clientFamily', {
      label: uniqueLabel(),
      member: registeredMember(lookups),
    });
    expect(second.statusCode).toBe(409);
    const forged = await call(other, 'POST', '/api/clientFamily', {
      label: uniqueLabel(),
      member: { idClient: me.id, firstName: 'A', lastName: 'B' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('adds, updates and deletes members of one’s own family', async () => {
    const me = await registerAndSignIn(ctx.app);
    const family = await createFamily(me);
    const added = await call(me, 'POST', '/api/clientFamilyDetail', {
      ...accountFormMember(lookups, { birthday: '2018-04-01' }),
      idClient: me.id,
      idClientFamily: family.id,
      responsible: false,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      result: true,
      message: 'Vous avez ajouté un membre à votre famille avec succès.',
    });
    const memberId = added.json().id as number;

    const updated = await call(me, 'PUT', `/api/clientFamilyDetail/${memberId}`, {
      firstName: 'Léon',
      age: 9,
      birthday: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      result: true,
      message: 'Mise a jour des informations à bien effectuées.',
      member: {
        id: memberId,
        firstName: 'Léon',
        lastName: 'Martin',
        age: 9,
        birthday: null,
        email: 'leo@exemple.fr',
        idClient: null,
        idClientFamily: family.id,
      },
    });
    const cleared = await call(me, 'PUT', `/api/clientFamilyDetail/${memberId}`, { lastName: '' });
    expect(cleared.statusCode).toBe(400);

    let members = (await call(me, 'GET', `/api/clientFamily/browse?idClient=${me.id}`)).json()[0].members;
    expect(members.map((m: { firstName: string }) => m.firstName)).toEqual(['Camille', 'Léon']);

    expect((await call(me, 'DELETE', `/api/clientFamilyDetail/${memberId}`)).json()).toEqual({ result: true });
    members = (await call(me, 'GET', `/api/clientFamily/browse?idClient=${me.id}`)).json()[0].members;
    expect(members).toHaveLength(1);
    expect((await call(me, 'DELETE', `/api/clientFamilyDetail/${memberId}`)).statusCode).toBe(404);
  });

  it('renames one’s own family, refusing a name another family holds and anyone but its creator', async () => {
    const me = await registerAndSignIn(ctx.app);
    const other = await registerAndSignIn(ctx.app);
    const family = await createFamily(me);
    const theirs = await createFamily(other);
    const newLabel = uniqueLabel();

    const renamed = await call(me, 'PUT', `/api/clientFamily/${family.id}`, { label: `  ${newLabel}  ` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ result: true, id: family.id, label: newLabel });
    expect((await call(me, 'GET', '/api/clientFamily/browse')).json()[0].label).toBe(newLabel);
    // Its own name in another case is not "taken".
    const cased = await call(me, 'PUT', `/api/clientFamily/${family.id}`, { label: newLabel.toUpperCase() });
    expect(cased.statusCode).toBe(200);

    const taken = await call(me, 'PUT', `/api/clientFamily/${family.id}`, { label: theirs.label.toLowerCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(NAME_TAKEN);
    expect((await call(me, 'PUT', `/api/clientFamily/${family.id}`, { label: '   ' })).statusCode).toBe(400);

    const intrusion = await call(other, 'PUT', `/api/clientFamily/${family.id}`, { label: uniqueLabel() });
    expect(intrusion.statusCode).toBe(403);
    expect((await call(null, 'PUT', `/api/clientFamily/${family.id}`, { label: uniqueLabel() })).statusCode).toBe(401);
    expect((await call(me, 'PUT', '/api/clientFamily/99999999', { label: uniqueLabel() })).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/clientFamily/browse')).json()[0].label).toBe(theirs.label);
    expect((await call(me, 'GET', '/api/clientFamily/browse')).json()[0].label).toBe(newLabel.toUpperCase());
  });

  it('keeps the responsible member: deleting them is refused', async () => {
    const me = await registerAndSignIn(ctx.app);
    await createFamily(me);
    const [responsible] = (await call(me, 'GET', '/api/clientFamily/browse')).json()[0].members;
    expect(responsible.responsible).toBe(true);
    const res = await call(me, 'DELETE', `/api/clientFamilyDetail/${responsible.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Le responsable de la famille ne peut pas être supprimé.');
    expect((await call(me, 'GET', '/api/clientFamily/browse')).json()[0].members).toHaveLength(1);
  });

  it('keeps who is responsible as it is: an update or an added member cannot change it', async () => {
    const me = await registerAndSignIn(ctx.app);
    const family = await createFamily(me);
    const [first] = (await call(me, 'GET', '/api/clientFamily/browse')).json()[0].members;
    const added = await call(me, 'POST', '/api/clientFamilyDetail', {
      ...registeredMember(lookups, { firstName: 'Léo' }),
      idClientFamily: family.id,
      responsible: true,
    });
    expect(added.statusCode).toBe(201);
    const demoted = await call(me, 'PUT', `/api/clientFamilyDetail/${first.id}`, {
      firstName: 'Camille',
      responsible: false,
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().member.responsible).toBe(true);
    const promoted = await call(me, 'PUT', `/api/clientFamilyDetail/${added.json().id}`, { responsible: true });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().member.responsible).toBe(false);
    const members = (await call(me, 'GET', '/api/clientFamily/browse')).json()[0].members;
    expect(members.map((m: { responsible: boolean }) => m.responsible)).toEqual([true, false]);
    expect((await call(me, 'DELETE', `/api/clientFamilyDetail/${first.id}`)).statusCode).toBe(409);
    expect((await call(me, 'DELETE', `/api/clientFamilyDetail/${added.json().id}`)).statusCode).toBe(200);
  });

  it('keeps every family private: 403 on another client’s family, members and browse', async () => {
    const owner = await registerAndSignIn(ctx.app);
    const intruder = await registerAndSignIn(ctx.app);
    const family = await createFamily(owner);
    const memberId = (await call(owner, 'GET', `/api/clientFamily/browse?idClient=${owner.id}`)).json()[0].members[0]
      .id;

    expect((await call(intruder, 'GET', `/api/clientFamily/browse?idClient=${owner.id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/clientFamily/browse?idClient=${owner.id}`)).statusCode).toBe(401);
    expect((await call(intruder, 'GET', '/api/clientFamily/browse')).json()).toEqual([]);
    const add = await call(intruder, 'POST', '/api/clientFamilyDetail', {
      idClientFamily: family.id,
      firstName: 'X',
      lastName: 'Y',
    });
    expect(add.statusCode).toBe(403);
    expect(
      (await call(intruder, 'PUT', `/api/clientFamilyDetail/${memberId}`, { firstName: 'Pirate' })).statusCode,
    ).toBe(403);
    expect((await call(intruder, 'DELETE', `/api/clientFamilyDetail/${memberId}`)).statusCode).toBe(403);
    expect(
      (
        await call(intruder, 'POST', '/api/clientFamilyDetail', {
          idClientFamily: 99999999,
          firstName: 'X',
          lastName: 'Y',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(intruder, 'PUT', '/api/clientFamilyDetail/99999999', { firstName: 'X' })).statusCode).toBe(404);
    expect((await call(intruder, 'PUT', '/api/clientFamilyDetail/abc', { firstName: 'X' })).statusCode).toBe(400);

    // Nothing changed.
    const members = (await call(owner, 'GET', `/api/clientFamily/browse?idClient=${owner.id}`)).json()[0].members;
    expect(members).toHaveLength(1);
    expect(members[0].firstName).toBe('Camille');
  });

  it('keeps one family when two clients race for the same name', async () => {
    const a = await registerAndSignIn(ctx.app);
    const b = await registerAndSignIn(ctx.app);
    const label = uniqueLabel();
    const answers = await Promise.all(
      [a, b].map((me) => call(me, 'POST', '/api/clientFamily', { label, member: registeredMember(lookups) })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
