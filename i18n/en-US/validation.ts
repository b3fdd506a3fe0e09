/** Messages of resources/validation.ts (docs/domain.md). */
export default {
  validation: {
    required: 'This item is required',
    taken: 'This value exists already',
    email: 'Please enter the correct email format',
    domain: 'Wrong format',
    port: 'Only supports port range from 0 to 65535',
    positive: '%{field} should be greater than 0',
    option_text: 'Must be fewer than %{max} characters',
    price_required: 'Please enter the price',
    price: 'Please enter a valid price',
    price_whole: 'Please enter a whole amount: this currency has no decimals',
    old_password_required: 'Old password required',
    new_password_required: 'New password required',
    confirm_password_required: 'Confirm password required',
    password_mismatch: 'Confirm password and password do not match',
    weekday: 'Choose a day of the week',
    time_of_day: 'Enter a time as HH:MM (00:00 to 23:59)',
    business_hours_same_day: 'Each day of the week may appear only once',
    business_hours_same_time: 'Opening and closing times must differ',
  },
};
