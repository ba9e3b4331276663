/** The coupon form's element id: a coupon post without JavaScript answers with the cart at this fragment. */
export const couponFieldId = 'coupon';
