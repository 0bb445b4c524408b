/** Jean (render-account's signed-in visitor) as his family's responsible member, as GET /clientFamily/browse lists him. */
export const responsible = {
  id: 1,
  idClient: 7,
  idClientFamily: 3,
  firstName: 'Jean',
  lastName: 'Dupont',
  idParam: null,
  email: 'jean@example.fr',
  phone: '0612345678',
  birthday: '1990-06-15',
  responsible: true,
  idCiv: 1 as number | null,
  age: null,
};
